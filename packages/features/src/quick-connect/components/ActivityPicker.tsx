import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { SearchField } from '@kindred/ui/SearchField';
import { LightTabs } from '@kindred/ui/Tabs';
import { Text } from '@kindred/ui/Text';
import { Shuffle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { POPULAR_THRESHOLD } from '../content/activity-options.ts';
import { surprise, type QuickConnectActivity } from '../utils/booking.ts';
import * as styles from './QuickConnect.css.ts';

const ALL = 'All';

export interface ActivityPickerProps {
  activities: readonly QuickConnectActivity[];
  value: string | null;
  onChange: (id: string) => void;
  /** The category tabs of the wizard; the dialog lists every activity at once. */
  withCategories?: boolean;
}

function Options({ activities, value, onChange }: Pick<ActivityPickerProps, 'activities' | 'value' | 'onChange'>) {
  if (activities.length === 0) return <Text tone="secondary">No activity matches this search.</Text>;
  return (
    <RadioGroup label="Activity" value={value} onChange={onChange} className={styles.options}>
      {activities.map((activity) => (
        <Radio key={activity.id} value={activity.id}>
          <span className={styles.optionText}>
            <span className={styles.optionHead}>
              {activity.name}
              <Badge size="sm">{`${activity.durationMinutes} min`}</Badge>
              {(activity.popularity ?? 0) > POPULAR_THRESHOLD && (
                <Badge size="sm" tone="accent">
                  Popular
                </Badge>
              )}
            </span>
            <span className={styles.optionDescription}>{activity.description}</span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** Choosing what to do together: search, categories (in the wizard), the list, and 'Surprise Me'. */
export function ActivityPicker({ activities, value, onChange, withCategories = false }: ActivityPickerProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const categories = useMemo(() => [ALL, ...new Set(activities.map((activity) => activity.category))], [activities]);
  const needle = search.trim().toLowerCase();
  const shown = activities.filter(
    (activity) =>
      (category === ALL || activity.category === category) &&
      (!needle || activity.name.toLowerCase().includes(needle) || activity.description.toLowerCase().includes(needle)),
  );
  const surpriseMe = (
    <Button
      variant="secondary"
      className={styles.searchButton}
      onPress={() => {
        const picked = surprise(activities, value);
        if (picked) onChange(picked.id);
      }}
    >
      <Shuffle aria-hidden="true" size="1rem" />
      Surprise Me
    </Button>
  );
  return (
    <div className={styles.step}>
      <div className={styles.searchRow}>
        <SearchField
          label="Search activities"
          value={search}
          onChange={setSearch}
          placeholder="Name or description"
          className={styles.searchField}
        />
        {surpriseMe}
      </div>
      {withCategories ? (
        <LightTabs
          aria-label="Categories"
          wrap
          selectedKey={category}
          onSelectionChange={setCategory}
          tabs={categories.map((name) => ({ id: name, label: name, content: <Options activities={shown} value={value} onChange={onChange} /> }))}
        />
      ) : (
        <Options activities={shown} value={value} onChange={onChange} />
      )}
    </div>
  );
}
