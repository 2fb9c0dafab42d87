import type { TestProject } from 'vitest/node'

/**
 * A hosted Supabase project with this repository's migrations and seed, for running the same
 * contract suite against production infrastructure. Needs SUPABASE_TEST_URL,
 * SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_SERVICE_ROLE_KEY, SUPABASE_TEST_OWNER_EMAIL and
 * SUPABASE_TEST_OWNER_PASSWORD (the owner's account must not have two-factor enrolled).
 */
export default function setup(project: TestProject) {
  const required = (name: string) => {
    const value = process.env[name]
    if (!value) throw new Error(`${name} is required to test against a hosted project`)
    return value
  }
  project.provide('backendSuite', {
    flavour: 'hosted',
    target: {
      flavour: 'hosted',
      url: required('SUPABASE_TEST_URL'),
      anonKey: required('SUPABASE_TEST_ANON_KEY'),
      serviceRoleKey: required('SUPABASE_TEST_SERVICE_ROLE_KEY'),
      owner: {
        email: required('SUPABASE_TEST_OWNER_EMAIL'),
        password: required('SUPABASE_TEST_OWNER_PASSWORD'),
      },
      clusterUrl: null,
    },
  })
}
