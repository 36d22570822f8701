import { Card } from '@kindred/ui/Card';
import { themeNames, type ThemeName } from '@kindred/ui/themes';
import { ToggleButton, ToggleButtonGroup } from '@kindred/ui/ToggleButtonGroup';
import * as styles from './Settings.css.ts';

const THEME_LABELS: Record<ThemeName, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export interface AppearanceSettingsProps {
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
}

function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/** Appearance: the theme buttons light, dark, system (docs/product.md#screens-and-routes). The theme itself belongs to the shell. */
export function AppearanceSettings({ theme, onThemeChange }: AppearanceSettingsProps) {
  return (
    <div className={styles.panel}>
      <Card title="Theme" titleLevel={2} description="System follows your device's light or dark setting.">
        <ToggleButtonGroup
          aria-label="Theme"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[theme]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (isThemeName(next) && next !== theme) onThemeChange(next);
          }}
        >
          {themeNames.map((name) => (
            <ToggleButton key={name} id={name}>
              {THEME_LABELS[name]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Card>
    </div>
  );
}
