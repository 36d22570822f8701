import { Button } from '@kindred/ui/Button';
import { EmptyState } from '@kindred/ui/EmptyState';
import { useNavigate } from 'react-router';
import * as styles from './not-found.css.ts';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <EmptyState
        headingLevel={1}
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
        actions={<Button onPress={() => void navigate('/')}>Back to Home</Button>}
      />
    </main>
  );
}
