import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { useAddOrderComment } from './store-orders-data.ts';

const ACTIVITY_LABELS: Record<string, string> = {
  ORDER_PLACED: 'Order placed',
  ORDER_PAID: 'Order paid',
  ORDER_CANCELED: 'Order canceled',
  ORDER_REFUNDED: 'Order refunded',
  MERCHANT_COMMENT: 'Comment',
  AUTHORIZED_PAYMENT_CAPTURED: 'Payment captured',
  AUTHORIZED_PAYMENT_VOIDED: 'Authorized payment voided',
};

const words = (type: string) => type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');

/** What happened to the order, newest first, and a comment for the team. */
export function OrderActivities({ order }: { order: StoreOrder }) {
  const [message, setMessage] = useState('');
  const comment = useAddOrderComment(order.id ?? '');
  const activities = [...(order.activities ?? [])].reverse();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    comment.mutate(message.trim(), {
      onSuccess: () => {
        setMessage('');
        notifyDone('Your comment was added.');
      },
    });
  };
  return (
    <Paper withBorder p="md" component="section" aria-label="Activity">
      <Title order={2} size="h5" mb={6}>
        Activity
      </Title>
      <form onSubmit={submit}>
        <Stack gap={6} mb="md">
          <Textarea
            label="Add a comment"
            description="Only you and your staff see comments."
            value={message}
            maxLength={5000}
            autosize
            minRows={2}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          {comment.error && (
            <Text c="red.8" size="sm" role="alert">
              The comment was not added. {errorMessage(comment.error)}
            </Text>
          )}
          <Button
            type="submit"
            variant="default"
            loading={comment.isPending}
            disabled={!message.trim()}
            style={{ alignSelf: 'flex-start' }}
          >
            Add comment
          </Button>
        </Stack>
      </form>
      <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {activities.map((activity, index) => (
          <li key={activity.id ?? index}>
            <Text size="sm" fw={500}>
              {ACTIVITY_LABELS[activity.type ?? ''] ?? words(activity.type ?? 'Activity')}
              {activity.orderRefunded?.amount ? ` (${activity.orderRefunded.amount.formattedAmount})` : ''}
            </Text>
            {activity.merchantComment && <Text size="sm">{activity.merchantComment.message}</Text>}
            <Text size="xs" c="dimmed">
              {activity.createdDate ? new Date(activity.createdDate).toLocaleString() : ''}
              {activity.authorEmail ? ` · ${activity.authorEmail}` : ''}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
