import { Briefcase, Building2, Images, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import type { PortalCardProps } from './portal-card';

/** The landing page's promises; the words are the product's. */
export const portals: PortalCardProps[] = [
  {
    title: 'Client Portal',
    description: 'For agents, agencies and property owners we photograph for.',
    icon: Images,
    promises: [
      'View photo sessions',
      'Download high-resolution images',
      'Track project progress',
      'Review and select favourites',
    ],
    action: { label: 'Client Login', to: '/login' },
    featured: true,
  },
  {
    title: 'Admin Portal',
    description: 'For the studio team: photographers, editors and the office.',
    icon: Briefcase,
    promises: [
      'Manage client projects',
      'Upload and organise photos',
      'Track business metrics',
      'Handle invoicing and payments',
    ],
    action: { label: 'Admin Login', to: '/admin/login' },
  },
];

export interface ValueBlurb {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const values: ValueBlurb[] = [
  {
    title: 'Professional Management',
    description: 'Projects, shoots, editors and invoices organised in one place.',
    icon: Building2,
  },
  {
    title: 'Client Experience',
    description: 'Clients follow every shoot and get their photos the moment they are ready.',
    icon: Sparkles,
  },
  {
    title: 'Secure & Reliable',
    description: 'Private galleries, protected downloads and every file safely stored.',
    icon: ShieldCheck,
  },
];

