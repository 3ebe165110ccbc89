import type { BrandImageSlot } from '@orderly/contract';

/** The brand's pictures (SPEC.md section 3) as the branding screen lists them, most used first. */
export interface ImageSlot {
  key: BrandImageSlot;
  label: string;
  /** Where customers see it, and the size it is made for. */
  hint: string;
  required?: boolean;
}

export const imageSlots: ImageSlot[] = [
  {
    key: 'logo',
    label: 'Logo',
    hint: 'Top bar, splash screen and receipts. Square, up to 512 × 512.',
    required: true,
  },
  { key: 'menuHeader', label: 'Menu header', hint: 'The band above the menu. Wide, up to 2400 × 800.' },
  { key: 'mainBg', label: 'Background', hint: 'Behind the menu on computers. Up to 2400 × 1600.' },
  {
    key: 'mainBgMobile',
    label: 'Phone background',
    hint: 'Behind the menu on phones. Tall, up to 1080 × 1920.',
  },
  { key: 'logoTitle', label: 'Logo with name', hint: 'Sign-in and welcome screens. Wide, up to 1200 × 400.' },
  { key: 'brandLogo', label: 'Brand mark', hint: 'Small places such as the order tracker. Square.' },
  { key: 'tabletBg', label: 'Tablet background', hint: 'Table tablets and kiosks. Up to 2048 × 1536.' },
  { key: 'rewardBg', label: 'Rewards background', hint: 'Behind the rewards carousel.' },
  { key: 'rewardContainer', label: 'Reward card', hint: 'The frame of each reward.' },
  { key: 'rewardDefault', label: 'Default reward picture', hint: 'A reward without its own picture.' },
  { key: 'rewardRedeemButton', label: 'Redeem button', hint: 'The redeem button on rewards.' },
  { key: 'cartEmpty', label: 'Empty cart', hint: 'Shown when the cart is empty.' },
  { key: 'orderComplete', label: 'Order complete', hint: 'The thank-you screen.' },
  { key: 'confirmingRequest', label: 'Request sent', hint: 'While staff confirm a table request.' },
  { key: 'notFound', label: 'Page not found', hint: 'The 404 screen.' },
];
