import { Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { CouponsSection } from './CouponsSection.tsx';
import { ShippingSection } from './ShippingSection.tsx';
import { StoreBasicsForm } from './StoreBasicsForm.tsx';
import { TaxSection } from './TaxSection.tsx';
import { useStoreBasics } from './store-settings-data.ts';

const TABS = ['basics', 'shipping', 'tax', 'coupons'] as const;
type Tab = (typeof TABS)[number];

/** The store's settings: basics, shipping options, tax rates and coupons (the tab is in the address). */
export function StoreSettingsPage() {
  usePageTitle('Store settings');
  const basics = useStoreBasics();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'basics';
  const currency = basics.data?.currency ?? 'USD';
  const weightUnit = basics.data?.weightUnit ?? 'KG';
  return (
    <Stack gap="lg">
      <Title order={1}>Store settings</Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'basics' ? { tab: value } : {}, { replace: true })}
      >
        <Tabs.List>
          <Tabs.Tab value="basics">Basics</Tabs.Tab>
          <Tabs.Tab value="shipping">Shipping</Tabs.Tab>
          <Tabs.Tab value="tax">Tax</Tabs.Tab>
          <Tabs.Tab value="coupons">Coupons</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basics" pt="md">
          {basics.error && (
            <LoadFailure what="Store settings" error={basics.error} onRetry={() => void basics.refetch()} />
          )}
          {basics.data ? (
            <StoreBasicsForm key={basics.data.revision} current={basics.data} />
          ) : (
            basics.isPending && <Skeleton height={320} aria-busy="true" aria-label="Loading store settings" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="shipping" pt="md">
          {tab === 'shipping' && <ShippingSection currency={currency} weightUnit={weightUnit} />}
        </Tabs.Panel>
        <Tabs.Panel value="tax" pt="md">
          {tab === 'tax' && <TaxSection />}
        </Tabs.Panel>
        <Tabs.Panel value="coupons" pt="md">
          {tab === 'coupons' && <CouponsSection currency={currency} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
