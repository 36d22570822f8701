import { SettingsScreen } from '@kindred/features/settings';
import { useTheme } from '@kindred/features/shell';

export default function SettingsRoute() {
  const [theme, setTheme] = useTheme();
  return <SettingsScreen theme={theme} onThemeChange={setTheme} />;
}
