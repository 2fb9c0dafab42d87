/** The owner's photo on the About page, which the social-web account's avatar is made from. */
export const OWNER_PHOTO_PATH = '/images/portrait.svg'
