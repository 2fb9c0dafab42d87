/** The site's default sharing image; sharing images are 1200 by 630 (spec section 9). */
export const SHARE_IMAGE = { path: '/og-default.png', width: 1200, height: 630 }
