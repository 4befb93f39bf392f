import { Anchor, Select, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTippableStaff } from '@tessera/react';
import { LoadFailure } from '../LoadFailure.tsx';

/**
 * Who gets part of a tip: one of the site's staff members (ListTippableStaff), searchable by name.
 * Answers the staff member's id and name; without staff it says where to invite them.
 */
export function StaffPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (staff: { id: string; name: string } | null) => void;
  error?: string | false;
}) {
  const staff = useTippableStaff();
  if (staff.error)
    return <LoadFailure what="The staff list" error={staff.error} onRetry={() => void staff.refetch()} />;
  if (staff.data?.length === 0)
    return (
      <Text size="sm" maw={260} mt={25}>
        No staff members yet.{' '}
        <Anchor component={Link} to="/dashboard/staff">
          Invite them on the Staff page
        </Anchor>{' '}
        to give them part of a tip.
      </Text>
    );
  const options = (staff.data ?? []).map((one) => ({ value: one.id, label: one.name ?? one.id }));
  return (
    <Select
      label="Staff member"
      w={200}
      searchable
      nothingFoundMessage="No staff member of that name"
      placeholder={staff.data ? 'Pick who gets it' : 'Loading staff…'}
      disabled={!staff.data}
      data={options}
      value={value}
      error={error}
      onChange={(id) => {
        const picked = options.find((option) => option.value === id);
        onChange(picked ? { id: picked.value, name: picked.label } : null);
      }}
    />
  );
}
