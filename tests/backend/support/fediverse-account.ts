import { rsaKeyPair } from './fediverse-server.ts'

/** The site the tests' social web account lives on. */
export const SITE = 'https://site.example'
/** The account's actor, as the build writes it on the site. */
export const ACTOR = `${SITE}/activitypub/actor.json`

/** A post's object on the social web, at its own address on the site. */
export const postObject = (postId: string) => `${SITE}/activitypub/posts/${postId}.json`

/**
 * A backend's settings for the account on SITE, signing with `key`, whose functions may call
 * servers on this machine (the tests' second fediverse server, on loopback).
 */
export function fediverseEnvironment(key: { privatePem: string } = rsaKeyPair()) {
  return {
    SITE_URL: SITE,
    FEDIVERSE_PRIVATE_KEY: key.privatePem,
    LOCAL_FEDIVERSE_PRIVATE_ADDRESSES: 'allow',
  }
}
