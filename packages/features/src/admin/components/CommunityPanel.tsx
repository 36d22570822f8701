import { Button } from '@kindred/ui/Button';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Spinner } from '@kindred/ui/Spinner';
import { Switch } from '@kindred/ui/Switch';
import { Text } from '@kindred/ui/Text';
import { useId, useState } from 'react';
import { errorMessage } from '../../shared/errors.ts';
import { useCommunitySettings, useUpdateCommunitySettings, type SettingsChange } from '../api/community-settings.ts';
import * as styles from './AdminConsole.css.ts';

interface SettingRowProps {
  label: string;
  description: string;
  isSelected: boolean;
  isDisabled: boolean;
  onChange: (value: boolean) => void;
}

function SettingRow({ label, description, isSelected, isDisabled, onChange }: SettingRowProps) {
  const descriptionId = useId();
  return (
    <div className={styles.section}>
      <Switch isSelected={isSelected} isDisabled={isDisabled} onChange={onChange} aria-describedby={descriptionId}>
        {label}
      </Switch>
      <Text as="p" tone="secondary" id={descriptionId}>
        {description}
      </Text>
    </div>
  );
}

/** Community: the directory open or closed, the community page shown, and weekly matching paused for everyone. */
export function CommunityPanel({ orgcode, orgName }: { orgcode: string; orgName: string }) {
  const settings = useCommunitySettings(orgcode);
  const update = useUpdateCommunitySettings(orgcode);
  const [problem, setProblem] = useState<string | null>(null);

  if (settings.isPending) return <Spinner label="Loading the community settings..." showLabel />;
  if (settings.isError) {
    return (
      <EmptyState
        title="Could not load the community settings"
        description={errorMessage(settings.error)}
        actions={<Button onPress={() => void settings.refetch()}>Try again</Button>}
      />
    );
  }
  const save = (change: SettingsChange) => {
    setProblem(null);
    update.mutate(change, { onError: (error) => setProblem(errorMessage(error)) });
  };
  const { isUsersOpen, showCommunityPage, matchingPaused } = settings.data;
  return (
    <div className={styles.panel}>
      {problem && (
        <div role="alert" className={styles.alert}>
          {problem}
        </div>
      )}
      <SettingRow
        label="Community directory open"
        description={`Members of ${orgName} can browse each other in the community directory and are matched each week. Closed, neither happens.`}
        isSelected={isUsersOpen}
        isDisabled={update.isPending}
        onChange={(value) => save({ isUsersOpen: value })}
      />
      <SettingRow
        label="Show the community page"
        description="The organization's community page is shown to its members."
        isSelected={showCommunityPage}
        isDisabled={update.isPending}
        onChange={(value) => save({ showCommunityPage: value })}
      />
      <SettingRow
        label="Pause weekly matching for everyone"
        description={`While paused, no one in ${orgName} gets a new weekly match. Matches already made stay, and members can still meet colleagues on their own.`}
        isSelected={matchingPaused}
        isDisabled={update.isPending}
        onChange={(value) => save({ matchingPaused: value })}
      />
    </div>
  );
}
