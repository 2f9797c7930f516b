import { getTableName, sql, type Column, type Table } from 'drizzle-orm';

/**
 * A column always written with its table's name. Drizzle leaves the table out of a one-table
 * select list, so a correlated subquery there would compare the inner table's columns.
 */
export const qualified = (table: Table, column: Column) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
