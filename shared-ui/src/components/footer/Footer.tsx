import type { ComponentType } from 'react';
import { getRuntimeConfig, publicPaths } from '@ofertat/shared-api';
import { AppleIcon, GooglePlayIcon, type IconProps } from '@ofertat/shared-ui';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, TikTokIcon } from './footer-icons';
import { LinkColumn } from '../menu-link/MenuLink.styles';
import {
  BadgeLink,
  Badges,
  BadgeText,
  Brand,
  ContactLink,
  Copyright,
  FooterInner,
  FooterLink,
  FooterRoot,
  SectionTitle,
  SocialLink,
  SocialList,
  Tagline,
} from './Footer.styles';
import type { SocialNetwork } from './types';

const socialNetworks: { network: SocialNetwork; label: string; Icon: ComponentType<IconProps> }[] = [
  { network: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { network: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { network: 'tiktok', label: 'TikTok', Icon: TikTokIcon },
];

const footerLinks = [
  { label: 'Oferta', href: publicPaths.home.getHref() },
  { label: 'Njoftime', href: publicPaths.jobPosts.getHref() },
  { label: 'Rregullat', href: publicPaths.rules.getHref() },
];

/** The public site's footer; contact, social and store links come from the runtime config, so they change without a rebuild. */
export function Footer() {
  const { adminContactPhone, contactEmail, socialLinks, appStoreUrl, playStoreUrl } = getRuntimeConfig();
  const socials = socialNetworks.flatMap((entry) => {
    const href = socialLinks[entry.network];
    return href ? [{ ...entry, href }] : [];
  });
  const hasContact = Boolean(adminContactPhone || contactEmail);
  const hasStores = Boolean(appStoreUrl || playStoreUrl);

  return (
    <FooterRoot>
      <FooterInner>
        <div>
          <Brand>Ofertat</Brand>
          <Tagline>Krahasoni ofertat e supermarketeve në Shqipëri.</Tagline>
        </div>

        <nav aria-label="Lidhjet e fundfaqes">
          <SectionTitle>Lidhje</SectionTitle>
          <LinkColumn>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <FooterLink to={link.href}>{link.label}</FooterLink>
              </li>
            ))}
          </LinkColumn>
        </nav>

        {hasContact && (
          <div>
            <SectionTitle>Kontakt</SectionTitle>
            <LinkColumn>
              {adminContactPhone && (
                <li>
                  <ContactLink href={`tel:${adminContactPhone.replace(/[^\d+]/g, '')}`}>
                    <PhoneIcon />
                    {adminContactPhone}
                  </ContactLink>
                </li>
              )}
              {contactEmail && (
                <li>
                  <ContactLink href={`mailto:${contactEmail}`}>
                    <MailIcon />
                    {contactEmail}
                  </ContactLink>
                </li>
              )}
            </LinkColumn>
          </div>
        )}

        {socials.length > 0 && (
          <div>
            <SectionTitle>Na ndiqni</SectionTitle>
            <SocialList>
              {socials.map(({ network, label, href, Icon }) => (
                <li key={network}>
                  <SocialLink href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                    <Icon />
                  </SocialLink>
                </li>
              ))}
            </SocialList>
          </div>
        )}

        {hasStores && (
          <div>
            <SectionTitle>Shkarkoni aplikacionin</SectionTitle>
            <Badges>
              {appStoreUrl && (
                <BadgeLink href={appStoreUrl} target="_blank" rel="noopener noreferrer">
                  <AppleIcon />
                  <BadgeText>
                    <small>Shkarko nga</small> <strong>App Store</strong>
                  </BadgeText>
                </BadgeLink>
              )}
              {playStoreUrl && (
                <BadgeLink href={playStoreUrl} target="_blank" rel="noopener noreferrer">
                  <GooglePlayIcon />
                  <BadgeText>
                    <small>Merre në</small> <strong>Google Play</strong>
                  </BadgeText>
                </BadgeLink>
              )}
            </Badges>
          </div>
        )}
      </FooterInner>
      <Copyright>© {new Date().getFullYear()} Ofertat. Të gjitha të drejtat e rezervuara.</Copyright>
    </FooterRoot>
  );
}
