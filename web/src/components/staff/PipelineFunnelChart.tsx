// The pipeline as a funnel (docs/contract.md "Rent history and the market", staff pictures): the last 90 days' leads
// by the furthest step each reached, new to leased, with the median time to first contact. An agent sees their own
// leads, an admin everyone's (the server decides). The chart, its sentence and its table say the same figures.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { PipelineFunnelChart_funnel$key } from '../../__generated__/PipelineFunnelChart_funnel.graphql';
import type { PipelineFunnelChartQuery } from '../../__generated__/PipelineFunnelChartQuery.graphql';
import { useLocale } from '../../i18n';
import { formatDay } from '../../lib/format';
import { asRole } from '../../relay/roles';
import type { Role } from '../../lib/session/sessionStore';
import { ChartTable } from '../charts/ChartTable';
import { FunnelChart } from '../charts/FunnelChart';
import { QueryBoundary } from '../QueryBoundary';

const fragment = graphql`
  fragment PipelineFunnelChart_funnel on PipelineFunnel {
    from
    until
    stages {
      stage
      count
    }
    contactedCount
    medianMinutesToFirstContact
  }
`;

export const pipelineFunnelChartQuery = graphql`
  query PipelineFunnelChartQuery {
    pipelineFunnel {
      ...PipelineFunnelChart_funnel
    }
  }
`;

/** Whole percent of `part` in `whole` (0 of nothing). */
const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

export function PipelineFunnelChart({ funnel }: { funnel: PipelineFunnelChart_funnel$key }) {
  const data = useFragment(fragment, funnel);
  const { t } = useLingui();
  const locale = useLocale();
  const labels: Record<string, string> = {
    new: t`New`,
    contacted: t`Contacted`,
    touring: t`Touring`,
    applied: t`Applied`,
    leased: t`Leased`,
  };
  const duration = (minutes: number) => {
    const days = Math.floor(minutes / 1_440);
    const hours = Math.floor((minutes % 1_440) / 60);
    const rest = minutes % 60;
    if (days > 0) return t`${days} d ${hours} h`;
    if (hours > 0) return t`${hours} h ${rest} min`;
    return t`${rest} min`;
  };
  const first = data.stages[0]?.count ?? 0;
  const steps = data.stages.map((step) => {
    const label = labels[step.stage] ?? step.stage;
    const share = percentOf(step.count, first);
    return { key: step.stage, label, count: step.count, share, text: t`${step.count} (${share}%)` };
  });
  const from = formatDay(data.from, locale);
  const until = formatDay(data.until, locale);
  const median = data.medianMinutesToFirstContact;
  const leased = steps.at(-1);
  const contact =
    median == null
      ? t`No lead of these has been contacted yet.`
      : t`Median time to first contact: ${duration(median)} (over ${data.contactedCount} leads contacted).`;
  const headline = t`${first} leads from ${from} to ${until}; ${leased?.count ?? 0} leased (${leased?.share ?? 0}%).`;
  return (
    <section className="staff-chart" aria-labelledby="pipeline-funnel-title">
      <h2 className="staff-chart__title" id="pipeline-funnel-title">
        {t`Pipeline over the last 90 days`}
      </h2>
      <p className="staff-chart__summary">
        {headline} {contact}
      </p>
      <FunnelChart
        title={t`Pipeline funnel: ${steps.map((step) => `${step.label} ${step.count}`).join(', ')}.`}
        steps={steps}
      />
      <ChartTable
        summary={t`The funnel's figures`}
        caption={t`Leads from ${from} to ${until} by the furthest step reached`}
        columns={[t`Step`, t`Leads`, t`Share of new leads`]}
        rows={steps.map((step) => ({
          key: step.key,
          header: step.label,
          cells: [String(step.count), `${step.share}%`],
        }))}
      />
    </section>
  );
}

/** The funnel with its own query: the agent portal and the admins' lead inbox show it. */
export function PipelineFunnelSection({ role }: { role: Role }) {
  const { t } = useLingui();
  const [queryRef, load] = useQueryLoader<PipelineFunnelChartQuery>(pipelineFunnelChartQuery);
  useEffect(() => {
    load({}, { fetchPolicy: 'store-and-network', networkCacheConfig: asRole(role) });
  }, [load, role]);
  return (
    <QueryBoundary resetKey={queryRef} failure={t`Failed to load the pipeline.`} loading={t`Loading...`}>
      {queryRef && <Funnel queryRef={queryRef} />}
    </QueryBoundary>
  );
}

function Funnel({ queryRef }: { queryRef: PreloadedQuery<PipelineFunnelChartQuery> }) {
  const { pipelineFunnel } = usePreloadedQuery<PipelineFunnelChartQuery>(pipelineFunnelChartQuery, queryRef);
  return <PipelineFunnelChart funnel={pipelineFunnel} />;
}
