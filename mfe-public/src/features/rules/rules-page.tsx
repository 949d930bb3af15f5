import styled from 'styled-components';
import { getRuntimeConfig } from '@ofertat/shared-api';
import { getTheme } from '@ofertat/shared-ui';
import { Page, PageTitle } from '../../components/page';
import { usePageTitle } from '../../lib/use-page-title';

export const RULES_TITLE = 'Rregullat e privatësisë';

const Article = styled.article`
  max-width: 46rem;
  h2 {
    margin: ${(p) => getTheme(p).spacing(8)} 0 ${(p) => getTheme(p).spacing(2)};
    font-size: ${(p) => getTheme(p).fontSizes.lg};
  }
  p, li { color: ${(p) => getTheme(p).colors.text}; }
  ul { padding-left: ${(p) => getTheme(p).spacing(5)}; }
  a { color: ${(p) => getTheme(p).colors.primaryHover}; }
`;

/** /rules: what Ofertat stores about whom, and why (spec section 2, "Privacy policy"). */
export function RulesPage() {
  usePageTitle(RULES_TITLE);
  const { contactEmail } = getRuntimeConfig();
  return (
    <Page>
      <Article>
        <PageTitle>{RULES_TITLE}</PageTitle>
        <p>
          Ofertat krahason ofertat e supermarketeve në Shqipëri. Këtu shpjegojmë cilat të dhëna ruajmë, pse i ruajmë dhe
          për sa kohë. Shkurt: si vizitor i faqes nuk na jepni asnjë të dhënë personale.
        </p>

        <h2>Vizitorët e faqes</h2>
        <ul>
          <li>Nuk keni nevojë për llogari për të parë ofertat, fletëpalosjet, hartën ose njoftimet e punës.</li>
          <li>Nuk përdorim cookies reklamuese, mjete analitike apo gjurmues të palëve të treta.</li>
          <li>
            Serveri mban regjistra teknikë për çdo kërkesë (adresa IP, data dhe ora, faqja e kërkuar, shfletuesi) që na
            duhen për sigurinë dhe për të gjetur gabimet. Këto regjistra nuk përdoren për t&apos;ju njohur dhe fshihen
            pas një periudhe të shkurtër.
          </li>
          <li>
            Kur klikoni një reklamë ose një fletëpalosje, rritet vetëm një numërues i përgjithshëm klikimesh; klikimi nuk
            lidhet me ju.
          </li>
        </ul>

        <h2>Vendndodhja juaj në hartë</h2>
        <p>
          Harta ju kërkon leje për vendndodhjen vetëm që ta qendërzojë te ju. Vendndodhja përdoret brenda shfletuesit
          tuaj dhe nuk dërgohet te serveri ynë. Nëse nuk e jepni lejen, harta shfaq dyqanet pa të. Pllakat e hartës
          shkarkohen nga shërbimi i hartave (OpenStreetMap si parazgjedhje), i cili sheh adresën IP të shfletuesit tuaj
          si çdo faqe interneti.
        </p>

        <h2>Çfarë ruhet në shfletuesin tuaj</h2>
        <p>
          Ruajmë vetëm faktin që e keni mbyllur ftesën për aplikacionin, që të mos ju shfaqet sërish gjatë së njëjtës
          vizitë. Kjo fshihet vetë kur mbyllni skedën.
        </p>

        <h2>Aplikacioni celular</h2>
        <p>
          Aplikacioni dërgon të dhëna përdorimi: një identifikues të aplikacionit (jo emrin, numrin e telefonit apo
          email-in tuaj), datën dhe kohëzgjatjen e seancave. Prej tyre administratori i platformës sheh vetëm statistika:
          sa përdorues aktivë ka çdo ditë dhe sa minuta e përdorin aplikacionin.
        </p>

        <h2>Stafi i marketeve dhe administratorët</h2>
        <p>
          Llogaritë e stafit krijohen nga administratori i platformës. Për to ruajmë emrin, mbiemrin, email-in, numrin e
          telefonit, rolin dhe marketin, si dhe fjalëkalimin vetëm në formë të koduar (hash), që askush nuk mund ta
          lexojë. Pas hyrjes, shfletuesi mban seancën (token, identifikuesin, emrin e përdoruesit, email-in, marketin dhe
          rolin) derisa të dilni nga llogaria. Këto të dhëna ruhen sa kohë llogaria është në përdorim.
        </p>

        <h2>Me kë i ndajmë të dhënat</h2>
        <p>
          Nuk i shesim dhe nuk i japim të dhënat askujt. Ofertat, fletëpalosjet dhe njoftimet e punës që publikojnë
          marketet janë publike sepse janë bërë për t&apos;u parë nga të gjithë.
        </p>

        <h2>Të drejtat tuaja</h2>
        <p>
          Sipas legjislacionit shqiptar për mbrojtjen e të dhënave personale, keni të drejtë të pyesni çfarë të dhënash
          kemi për ju, të kërkoni korrigjimin ose fshirjen e tyre dhe të ankoheni te Komisioneri për të Drejtën e
          Informimit dhe Mbrojtjen e të Dhënave Personale.
          {contactEmail && (
            <>
              {' '}
              Për çdo kërkesë na shkruani në <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
            </>
          )}
        </p>
      </Article>
    </Page>
  );
}
