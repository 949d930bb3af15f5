import { Link, getTheme } from '@ofertat/shared-ui';
import { SectionTitle } from '@ofertat/admin-kit';
import styled from 'styled-components';
import { adminPaths, getRuntimeConfig } from '@ofertat/shared-api';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(2)};
  p,
  ul {
    margin: 0;
  }
  li + li {
    margin-top: ${(p) => getTheme(p).spacing(1)};
  }
`;

const STEPS = [
  { href: adminPaths.market.getHref(), label: 'Your market', text: 'emri dhe logoja e marketit tuaj.' },
  { href: adminPaths.cities.getHref(), label: 'Cities', text: 'qytetet ku shërben marketi; ofertat mund të vlejnë për një qytet të tërë.' },
  { href: adminPaths.storePoints.getHref(), label: 'Store points', text: 'dyqanet me koordinatat e tyre, që klientët i shohin në hartë.' },
  { href: adminPaths.products.getHref(), label: 'Products', text: 'produktet e marketit; në oferta mund të përdorni edhe produktet globale.' },
  { href: adminPaths.offers.getHref(), label: 'Offers', text: 'fushatat me datë fillimi e mbarimi, qytetet ose dyqanet dhe çmimet e vjetra e të reja.' },
  { href: adminPaths.jobPosts.getHref(), label: 'Job notices', text: 'njoftimet e punës, që shfaqen te Njoftime sa janë aktive.' },
  { href: adminPaths.flyers.getHref(), label: 'Volantino', text: 'fletëpalosjet në PDF me kopertinë dhe periudhë vlefshmërie.' },
];

/** The si-funksionon section: what each part of the area does, and the spec's help text. */
export function HowItWorks() {
  const phone = getRuntimeConfig().adminContactPhone;
  return (
    <Section id="si-funksionon" aria-labelledby="si-funksionon-title">
      <SectionTitle id="si-funksionon-title">Si funksionon</SectionTitle>
      <ul>
        {STEPS.map((step) => (
          <li key={step.href}>
            <Link to={step.href}>{step.label}</Link>: {step.text}
          </li>
        ))}
      </ul>
      <p>
        Llogaritë e administratorëve krijohen nga administratori i platformës. Për një llogari të re ose për ndihmë, kontaktoni
        administratorin në telefon <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>.
      </p>
      <p>Ofertat e skaduara nuk u shfaqen më klientëve; ato mbeten në listën tuaj të shënuara si të skaduara.</p>
    </Section>
  );
}
