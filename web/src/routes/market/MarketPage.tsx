// The San Antonio rent report (docs/contract.md "Rent history and the market"): the median all-in by area and
// floorplan type now and 12 months back, the city's trend by type as a chart with its table, the share of
// apartments with a special and the newest specials. Server-rendered from one query; a median of fewer than 5
// floorplans is not given.
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { MarketPageQuery } from '../../__generated__/MarketPageQuery.graphql';
import { LineChart } from '../../components/charts/LineChart';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { useLocale } from '../../i18n';
import { ERROR_MESSAGES } from '../../lib/domain';
import { useDomainText } from '../../lib/domainText';
import { floorplanTypeLabel, formatCents, formatDay, formatMonth } from '../../lib/format';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { preload } from '../../relay/preload';

const marketQuery = graphql`
  query MarketPageQuery {
    marketReport {
      day
      yearAgoDay
      rows {
        area
        typeLabel
        now {
          medianAllInCents
          count
        }
        yearAgo {
          medianAllInCents
          count
        }
      }
      trends {
        type
        points {
          month
          medianAllInCents
        }
      }
      apartmentsWithSpecial
      apartmentsPriced
      newestSpecials {
        apartment {
          _id
          displayName
        }
        special {
          id
          displayText
          validUntil
        }
      }
    }
  }
`;

export function loader({ context }: LoaderFunctionArgs): PreloadedQuery<MarketPageQuery> {
  return preload<MarketPageQuery>(marketQuery, {}, undefined, context);
}

export function Component() {
  const { t } = useLingui();
  const text = useDomainText();
  usePageTitle(t`San Antonio Rent Report`);
  const initialRef = useLoaderData<PreloadedQuery<MarketPageQuery>>();
  const [queryRef] = useQueryLoader<MarketPageQuery>(marketQuery, initialRef);
  return (
    <div className="page page--wide market">
      <header className="page__header">
        <h1>
          <Trans>San Antonio Rent Report</Trans>
        </h1>
        <p className="lead">
          <Trans>
            What renting really costs here: the median all-in monthly rent (after today&apos;s special, with the
            required monthly fees) of apartments whose price we checked with the property in the last 30 days.
          </Trans>
        </p>
      </header>
      <ErrorBoundary
        fallback={(error) => (
          <p className="error-text" role="alert">
            {error.message || text(ERROR_MESSAGES.generic)}
          </p>
        )}
      >
        <Suspense fallback={<Spinner label={t`Loading the report...`} />}>
          {queryRef && <Report queryRef={queryRef} />}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

const TYPE_ORDER = ['studio', 'oneBed', 'twoBed', 'threeBed', 'fourBed', 'townHome'];

function Report({ queryRef }: { queryRef: PreloadedQuery<MarketPageQuery> }) {
  const { marketReport: report } = usePreloadedQuery<MarketPageQuery>(marketQuery, queryRef);
  const { t } = useLingui();
  const locale = useLocale();
  const text = useDomainText();
  const typeName = (type: string) => text(floorplanTypeLabel(type));
  const median = (figure: { medianAllInCents: number | null | undefined; count: number }) =>
    figure.medianAllInCents != null ? formatCents(figure.medianAllInCents) : t`Too few (${figure.count})`;
  const months = report.trends[0]?.points.map((point) => point.month) ?? [];
  const trends = report.trends
    .filter((trend) => trend.points.some((point) => point.medianAllInCents != null))
    .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  const series = trends.map((trend) => ({
    id: trend.type,
    name: typeName(trend.type),
    points: trend.points.flatMap((point, index) =>
      point.medianAllInCents != null
        ? [
            {
              x: index,
              y: point.medianAllInCents,
              label: `${typeName(trend.type)}, ${formatMonth(point.month, locale)}: ${formatCents(point.medianAllInCents)}`,
            },
          ]
        : [],
    ),
  }));
  const share = report.apartmentsPriced
    ? Math.round((report.apartmentsWithSpecial / report.apartmentsPriced) * 100)
    : 0;
  const day = formatDay(report.day, locale);
  const yearAgo = formatDay(report.yearAgoDay, locale);
  const withSpecial = report.apartmentsWithSpecial;
  const priced = report.apartmentsPriced;
  return (
    <>
      <section aria-labelledby="market-specials-share" className="market__section">
        <h2 id="market-specials-share">
          <Trans>Specials today</Trans>
        </h2>
        <p className="market__headline">
          <Trans>
            {share}% of apartments with a checked price have a move-in special on {day} ({withSpecial} of {priced}).
          </Trans>
        </p>
      </section>
      <section aria-labelledby="market-trend" className="market__section">
        <h2 id="market-trend">
          <Trans>The trend by floorplan type</Trans>
        </h2>
        {series.length > 0 ? (
          <LineChart
            title={t`Median all-in by floorplan type over the last 12 months, San Antonio. The figures are in the table below.`}
            series={series}
            xDomain={[0, Math.max(1, months.length - 1)]}
            xTicks={
              months.length
                ? [0, months.length - 1].map((index) => ({ x: index, label: formatMonth(months[index], locale) }))
                : []
            }
            formatY={formatCents}
          />
        ) : (
          <p>
            <Trans>Not enough checked prices yet to draw a trend.</Trans>
          </p>
        )}
        <details className="chart-table">
          <summary>
            <Trans>The trend&apos;s figures</Trans>
          </summary>
          {/* A table wider than a phone scrolls; keyboard users reach it too (WCAG 2.1.1). */}
          <div className="market__scroll" tabIndex={0} role="region" aria-label={t`The trend's figures`}>
            <table>
              <caption>{t`Median all-in by floorplan type at each month's end (fewer than 5 floorplans: no figure)`}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Month</Trans>
                  </th>
                  {trends.map((trend) => (
                    <th scope="col" key={trend.type}>
                      {typeName(trend.type)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {months.map((month, index) => (
                  <tr key={month}>
                    <th scope="row">{formatMonth(month, locale)}</th>
                    {trends.map((trend) => {
                      const value = trend.points[index]?.medianAllInCents;
                      return <td key={trend.type}>{value != null ? formatCents(value) : '–'}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
      <section aria-labelledby="market-areas" className="market__section">
        <h2 id="market-areas">
          <Trans>Median all-in by area and floorplan type</Trans>
        </h2>
        <div
          className="market__scroll"
          tabIndex={0}
          role="region"
          aria-label={t`Median all-in by area and floorplan type`}
        >
          <table className="market__table">
            <caption>{t`On ${day} and 12 months before (${yearAgo}); in brackets, how many floorplans`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Area</Trans>
                </th>
                <th scope="col">
                  <Trans>Floorplan type</Trans>
                </th>
                <th scope="col">
                  <Trans>Now</Trans>
                </th>
                <th scope="col">
                  <Trans>12 months back</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={`${row.area ?? ''}-${row.typeLabel}`}>
                  <th scope="row">{row.area ?? t`All of San Antonio`}</th>
                  <td>{text(row.typeLabel)}</td>
                  <td>
                    {median(row.now)} <span className="market__count">({row.now.count})</span>
                  </td>
                  <td>
                    {median(row.yearAgo)} <span className="market__count">({row.yearAgo.count})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="market-newest" className="market__section">
        <h2 id="market-newest">
          <Trans>The newest specials</Trans>
        </h2>
        {report.newestSpecials.length ? (
          <ul className="market__specials">
            {report.newestSpecials.map(({ apartment, special }) => (
              <li key={special.id}>
                <Link to={paths.filteredFloorplans(apartment._id)}>{apartment.displayName}</Link>: {special.displayText}
                {special.validUntil && (
                  <>
                    {' '}
                    <Trans>(until {formatDay(special.validUntil, locale)})</Trans>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>No specials on today.</Trans>
          </p>
        )}
      </section>
    </>
  );
}
