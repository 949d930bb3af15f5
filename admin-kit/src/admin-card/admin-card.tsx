import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, getTheme } from '@ofertat/shared-ui';

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(3)};
  height: 100%;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => getTheme(p).fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin-top: auto;
`;

/** A small label beside a card title, e.g. 'Skaduar' on an expired offer. */
export const StatusBadge = styled.span<{ $tone?: 'muted' | 'danger' | 'success' }>`
  padding: 0 ${(p) => getTheme(p).spacing(2)};
  border-radius: ${(p) => getTheme(p).radii.pill};
  font-size: ${(p) => getTheme(p).fontSizes.sm};
  font-weight: ${(p) => getTheme(p).fontWeights.semibold};
  color: ${(p) => (p.$tone === 'danger' ? getTheme(p).colors.error : p.$tone === 'success' ? getTheme(p).colors.success : getTheme(p).colors.text)};
  background: ${(p) =>
    p.$tone === 'danger' ? getTheme(p).colors.errorSoft : p.$tone === 'success' ? getTheme(p).colors.successSoft : getTheme(p).colors.divider};
`;

export interface AdminCardProps {
  /** The item's name; it also names the card for screen readers. */
  title: ReactNode;
  /** Shown beside the title, e.g. a StatusBadge. */
  badge?: ReactNode;
  /** Media above the title, e.g. a logo or product image. */
  media?: ReactNode;
  /** Details, e.g. a DetailList. */
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Shiko / Ndrysho / Fshi. */
  actions?: ReactNode;
}

/** One item of an admin list, an <article> named by its title. */
export function AdminCard({ title, badge, media, children, actions }: AdminCardProps) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardBody>
        {media}
        <TitleRow>
          <Title id={titleId}>{title}</Title>
          {badge}
        </TitleRow>
        {children}
        {actions && <Actions>{actions}</Actions>}
      </CardBody>
    </Card>
  );
}
