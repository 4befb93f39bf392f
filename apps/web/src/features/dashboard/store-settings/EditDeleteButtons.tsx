import { Button } from '@mantine/core';

/** A settings card's "Edit" and "Delete" (the caller asks before deleting); both name the card for screen readers. */
export function EditDeleteButtons({
  subject,
  onEdit,
  onDelete,
  deleting,
}: {
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={onEdit}>
        Edit<span className="visually-hidden"> {subject}</span>
      </Button>
      <Button variant="subtle" color="red" size="compact-sm" loading={deleting} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
