import { Button } from '@kindred/ui/Button';
import { useNavigate } from 'react-router';
import { FullPageMessage } from '../FullPageMessage/FullPageMessage.tsx';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <FullPageMessage
      title="Page not found"
      description="The page you were looking for does not exist or has moved."
      actions={<Button onPress={() => void navigate('/')}>Back to Home</Button>}
    />
  );
}
