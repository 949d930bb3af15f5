import { useMemo } from 'react';
import styled from 'styled-components';
import { type UserSessionDuration } from '@ofertat/shared-api';
import { fetchUserSessionDurations } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { EmptyState, formatDayMonth, formatDayMonthYear, getTheme, useResource } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminPage,
  BarChart,
  ListPagination,
  ListToolbar,
  ResourceView,
  SectionTitle,
  useFilteredPages,
} from '@ofertat/admin-kit';
import { buildSessionReport, formatMinutes } from './session-report';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

const Total = styled.p`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.lg};
  strong {
    font-size: 1.75rem;
    color: ${(p) => getTheme(p).colors.primary};
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* Three columns fit a 360 px phone without scrolling sideways. */
  font-size: ${(p) => getTheme(p).fontSizes.sm};
  th,
  td {
    padding: ${(p) => getTheme(p).spacing(2)};
    text-align: left;
    border-bottom: 1px solid ${(p) => getTheme(p).colors.divider};
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;


const matchesRecord = (record: UserSessionDuration, query: string) =>
  matchesSearchText(record.userId, query) || formatDayMonthYear(record.date).includes(query.trim());

function SessionReportView({ records }: { records: UserSessionDuration[] }) {
  const report = useMemo(() => buildSessionReport(records), [records]);
  const pages = useFilteredPages(records, matchesRecord, 50);
  const chartData = report.daily.map((day) => ({ key: day.date, label: formatDayMonth(day.date), value: day.activeUsers }));

  return (
    <>
      <Total>
        Përdorues unikë gjithsej: <strong>{report.uniqueUsers}</strong>
      </Total>
      <Section aria-labelledby="daily-active-users">
        <SectionTitle id="daily-active-users">Përdorues aktivë sipas datës</SectionTitle>
        <BarChart title="Përdorues aktivë sipas datës" data={chartData} describeValue={(count) => `${count} përdorues`} />
      </Section>
      <Section aria-labelledby="session-durations">
        <SectionTitle id="session-durations">Kohëzgjatja e përdorimit</SectionTitle>
        <ListToolbar pages={pages} searchLabel="Kërko përdorues ose datë" placeholder="ID e përdoruesit ose DD/MM/VVVV" />
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">ID e përdoruesit</th>
                <th scope="col">Data</th>
                <th scope="col">Kohëzgjatja totale (minuta)</th>
              </tr>
            </thead>
            <tbody>
              {pages.pageItems.map((record) => (
                <tr key={`${record.userId}|${record.date}`}>
                  <td>{record.userId}</td>
                  <td>{formatDayMonthYear(record.date)}</td>
                  <td>{formatMinutes(record.totalDuration)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <ListPagination pages={pages} />
      </Section>
    </>
  );
}

/** /super-admin/list-mobile-users: the mobile app's usage (spec section 2). */
export function MobileUsersPage() {
  const sessions = useResource(fetchUserSessionDurations, []);
  return (
    <AdminPage title="Mobile Users">
      <ResourceView resource={sessions} errorMessage={messages.sessionsReport.loadFailure}>
        {(records) =>
          records.length === 0 ? <EmptyState message={messages.sessionsReport.empty} /> : <SessionReportView records={records} />
        }
      </ResourceView>
    </AdminPage>
  );
}
