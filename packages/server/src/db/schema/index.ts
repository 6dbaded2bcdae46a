// Drizzle tables, one file per capability; re-exported here so `db.query.<table>` knows them all.
export {};
