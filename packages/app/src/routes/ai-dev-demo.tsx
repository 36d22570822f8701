import { AiDevDemo } from '@kindred/features/advisor';

/** The AI dev-tools demo (development and demo builds only). */
export default function AiDevDemoRoute() {
  return <AiDevDemo />;
}
