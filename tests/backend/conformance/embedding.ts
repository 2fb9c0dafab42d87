import { describe, expect, it } from 'vitest'
import { type Send, expectError } from './api.ts'

/** PostgREST's "Resource Embedding" page: relationships of every kind, and how to shape them. */
export function describeEmbedding(api: () => Send): void {
  const AUTHOR = 'authors!books_author_id_fkey'
  const WRITTEN = 'books!books_author_id_fkey'

  describe('relationships', () => {
    it('embeds the to-one end of a foreign key as an object, chosen by constraint or column', async () => {
      const byConstraint = await api()(`/books?select=title,author:${AUTHOR}(name)&id=eq.1`)
      expect(byConstraint.body).toEqual([
        { title: 'A Wizard of Earthsea', author: { name: 'Ursula Le Guin' } },
      ])
      const byColumn = await api()('/books?select=title,editor:authors!editor_id(name)&id=eq.1')
      expect(byColumn.body).toEqual([
        { title: 'A Wizard of Earthsea', editor: { name: 'Italo Calvino' } },
      ])
      const missing = await api()(`/books?select=title,author:${AUTHOR}(name)&id=eq.5`)
      expect(missing.body).toEqual([{ title: 'Untitled Draft', author: null }])
    })

    it('answers 300 PGRST201 with the candidates when two foreign keys could be meant', async () => {
      const answer = await api()('/books?select=*,authors(*)')
      expectError(answer, 300, 'PGRST201', {
        message:
          "Could not embed because more than one relationship was found for 'books' and 'authors'",
      })
      const body = answer.body as { details: unknown[]; hint: string }
      expect(body.details).toEqual(
        expect.arrayContaining([
          {
            cardinality: 'many-to-one',
            embedding: 'books with authors',
            relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'books with authors',
            relationship: 'books_editor_id_fkey using books(editor_id) and authors(id)',
          },
        ]),
      )
      expect(body.hint).toContain("'authors!books_author_id_fkey'")
      expect(body.hint).toContain("'authors!books_editor_id_fkey'")
    })

    it('embeds the to-many end as an array, empty when nothing matches', async () => {
      const answer = await api()(
        `/authors?select=name,${WRITTEN}(title)&id=in.(1,4)&order=id&books.order=published`,
      )
      expect(answer.body).toEqual([
        {
          name: 'Ursula Le Guin',
          books: [{ title: 'A Wizard of Earthsea' }, { title: 'The Dispossessed' }],
        },
        { name: 'Anonymous', books: [] },
      ])
    })

    it('embeds many-to-many through the join table', async () => {
      const books = await api()('/books?select=title,shelves(name)&id=eq.1&shelves.order=name')
      expect(books.body).toEqual([
        {
          title: 'A Wizard of Earthsea',
          shelves: [{ name: 'Classics' }, { name: 'Science fiction' }],
        },
      ])
      const shelves = await api()(
        '/shelves?select=name,books(title)&id=in.(1,3)&order=id&books.order=id',
      )
      expect(shelves.body).toEqual([
        {
          name: 'Classics',
          books: [{ title: 'A Wizard of Earthsea' }, { title: 'Invisible Cities' }],
        },
        { name: 'Empty', books: [] },
      ])
    })

    it('embeds one-to-one as an object from both ends', async () => {
      const books = await api()('/books?select=id,covers(colour)&id=in.(1,2)&order=id')
      expect(books.body).toEqual([
        { id: 1, covers: { colour: 'blue' } },
        { id: 2, covers: null },
      ])
      const covers = await api()('/covers?select=colour,books(title)&book_id=eq.3')
      expect(covers.body).toEqual([{ colour: 'white', books: { title: 'Invisible Cities' } }])
    })

    it('embeds the join table itself, nested', async () => {
      const answer = await api()('/books?select=title,book_shelves(position,shelves(name))&id=eq.4')
      expect(answer.body).toEqual([
        { title: 'Kindred', book_shelves: [{ position: 2, shelves: { name: 'Science fiction' } }] },
      ])
    })

    it('embeds through views, from function results and computed relationships', async () => {
      const view = await api()('/book_titles?select=title,authors(name)&id=eq.4')
      expect(view.body).toEqual([{ title: 'Kindred', authors: { name: 'Octavia Butler' } }])
      const rpc = await api()(
        '/rpc/books_by?author_name=Ursula Le Guin&select=title,editor:authors!editor_id(name)&order=published',
      )
      expect(rpc.body).toEqual([
        { title: 'A Wizard of Earthsea', editor: { name: 'Italo Calvino' } },
        { title: 'The Dispossessed', editor: { name: 'Octavia Butler' } },
      ])
      const computed = await api()('/authors?select=name,latest_book(title)&id=eq.1')
      expect(computed.body).toEqual([
        { name: 'Ursula Le Guin', latest_book: { title: 'The Dispossessed' } },
      ])
    })

    it('refuses what names no relationship, or is no embedding of the request', async () => {
      expectError(await api()('/books?select=title,shelvez(name)'), 400, 'PGRST200')
      expectError(await api()('/books?select=title&authors.name=eq.x'), 400, 'PGRST108')
      expectError(await api()(`/authors?select=name,${WRITTEN}(title)&books=eq.1`), 400, 'PGRST120')
    })

    it('refuses one table embedded twice without aliases, whose keys would collide', async () => {
      const twice = await api()(
        '/books?select=title,authors!books_author_id_fkey(name),authors!books_editor_id_fkey(name)',
      )
      expectError(twice, 400, '42712')
      expect((twice.body as { message: string }).message).toMatch(/specified more than once$/)
      const aliased = await api()(
        '/books?select=title,writer:authors!books_author_id_fkey(name),authors!books_editor_id_fkey(name)&id=eq.1',
      )
      expect(aliased.body).toEqual([
        {
          title: 'A Wizard of Earthsea',
          writer: { name: 'Ursula Le Guin' },
          authors: { name: 'Italo Calvino' },
        },
      ])
    })
  })

  describe('shaping embedded resources', () => {
    it('filters, orders, limits and offsets the embedded rows only', async () => {
      const answer = await api()(
        `/authors?select=name,${WRITTEN}(title)&id=in.(1,2)&order=id&books.order=published.desc&books.limit=1&books.offset=1&books.published=gt.1900`,
      )
      expect(answer.body).toEqual([
        { name: 'Ursula Le Guin', books: [{ title: 'A Wizard of Earthsea' }] },
        { name: 'Italo Calvino', books: [] },
      ])
      const either = await api()(
        `/authors?select=${WRITTEN}(title)&id=eq.1&books.or=(published.lt.1970,published.gt.1978)`,
      )
      expect(either.body).toEqual([{ books: [{ title: 'A Wizard of Earthsea' }] }])
    })

    it('keeps only the rows with a match for !inner, and !left keeps them all', async () => {
      const inner = await api()(
        `/authors?select=name,${WRITTEN}!inner(title)&books.published=gt.1975`,
      )
      expect(inner.body).toEqual([{ name: 'Octavia Butler', books: [{ title: 'Kindred' }] }])
      const covered = await api()('/books?select=id,cover:covers!inner(colour)&order=id')
      expect(covered.body).toEqual([
        { id: 1, cover: { colour: 'blue' } },
        { id: 3, cover: { colour: 'white' } },
      ])
      const left = await api()(`/authors?select=name,${WRITTEN}!left(title)&id=eq.4`)
      expect(left.body).toEqual([{ name: 'Anonymous', books: [] }])
    })

    it('filters the top level by whether an embedding is empty, also with empty embeds', async () => {
      const none = await api()(`/authors?select=name,${WRITTEN}()&books=is.null`)
      expect(none.body).toEqual([{ name: 'Anonymous' }])
      const some = await api()(`/authors?select=id,${WRITTEN}()&books=not.is.null&order=id`)
      expect(some.body).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
      const either = await api()(
        '/books?select=id,c:covers(),s:shelves()&s.name=eq.Empty&or=(c.not.is.null,s.not.is.null)&order=id',
      )
      expect(either.body).toEqual([{ id: 1 }, { id: 3 }])
    })

    it('counts embedded rows', async () => {
      const answer = await api()(`/authors?select=name,${WRITTEN}(count)&order=id&id=in.(1,4)`)
      expect(answer.body).toEqual([
        { name: 'Ursula Le Guin', books: [{ count: 2 }] },
        { name: 'Anonymous', books: [{ count: 0 }] },
      ])
    })

    it('spreads a to-one embedding into its parent, and a to-many one into arrays', async () => {
      const one = await api()(`/books?select=title,...${AUTHOR}(author:name,country)&id=eq.3`)
      expect(one.body).toEqual([
        { title: 'Invisible Cities', author: 'Italo Calvino', country: 'IT' },
      ])
      const many = await api()(
        `/authors?select=name,...${WRITTEN}(titles:title,years:published)&id=eq.1&books.order=published`,
      )
      expect(many.body).toEqual([
        {
          name: 'Ursula Le Guin',
          titles: ['A Wizard of Earthsea', 'The Dispossessed'],
          years: [1968, 1974],
        },
      ])
    })

    it('orders the top level by a to-one embedding, and refuses to order by a to-many one', async () => {
      const answer = await api()(
        `/books?select=id,author:${AUTHOR}(name)&author_id=not.is.null&order=author(name).desc,id`,
      )
      expect(answer.body).toEqual([
        { id: 1, author: { name: 'Ursula Le Guin' } },
        { id: 2, author: { name: 'Ursula Le Guin' } },
        { id: 4, author: { name: 'Octavia Butler' } },
        { id: 3, author: { name: 'Italo Calvino' } },
      ])
      expectError(
        await api()(`/authors?select=name,${WRITTEN}(title)&order=books(title)`),
        400,
        'PGRST118',
      )
    })
  })
}
