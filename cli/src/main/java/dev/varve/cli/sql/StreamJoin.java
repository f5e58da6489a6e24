package dev.varve.cli.sql;

import dev.varve.kernel.StreamScan;
import dev.varve.kernel.Table;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A streaming regular join of two changelogs, as Flink's StreamingJoinOperator runs it (INNER, LEFT, RIGHT, FULL; ON or
 * USING; a comma or CROSS join is an inner join whose condition is always true); an input is a table, another join
 * (a join of three or more tables is a tree of these) or a subquery's streaming plan:
 * <ul>
 *   <li>each side keeps the rows it has seen: by primary key when the table has one (the source's unique key: a row
 *       replaces the stored row of its key, a retraction removes it), else as a multiset (a retraction removes one
 *       equal row);</li>
 *   <li>an added row (+I, +U) of an inner side joins every matching row of the other side; the joined rows carry the
 *       input's kind when neither side is outer, else +I; a retraction (-U, -D) sends the same joined rows with the
 *       input's kind (inner) or -D (outer side);</li>
 *   <li>an outer side's row counts its matches: with none it is sent padded with nulls (+I), and retracted (-D) when
 *       its first match arrives (before the joined row) or when it is itself retracted; when its last match is
 *       retracted, it is sent padded again (+I).</li>
 * </ul>
 * Flink reads the two sources concurrently, so how their changes interleave is up to timing there (a LEFT JOIN's
 * output differs between runs on Flink whenever a left row can arrive before its match). Varve reads the right
 * input's changelog until caught up, then the left input's: the left rows find their matches already there (a LEFT
 * JOIN then sends no null-padded row that is retracted later). A nested join's or a subquery's output is kept as a
 * multiset (no unique key). An inner join of insert-only inputs sends the same
 * rows in any order. A side's rows are stored by the condition's equi-join key ({@link Joins.Spec#key}), so a change
 * meets only the other side's rows of its key (all of them when the condition has no equi-join column), in the order
 * they arrived. Each side goes through its own ChangelogNormalize when Flink would normalize it
 * ({@link QueryRunner#needsNormalize}). Single-threaded; the state lives for one statement.
 */
final class StreamJoin {
    /**
     * One input: a table's changelog (optionally normalized) or a nested join's output, and the rows it has sent so
     * far.
     */
    static final class Side {
        /** The table read, or null for a nested join. */
        final Table table;
        /** The nested join read, or null. */
        final StreamJoin join;
        /** The subquery read (a derived table), or null. */
        final QueryRunner.StreamPlan plan;
        /** Where this input's columns start in the statement's joined row, and how many there are. */
        final int offset;
        final int width;
        /** Primary-key positions (the source's unique key), or null: the state is a multiset of rows. */
        final int[] uniqueKey;
        /** {@code 'scan.partitions'} of the read, or null. */
        final ScanPartitions partitions;
        /** ChangelogNormalize of an upsert source, or null; set once the query's read columns are known. */
        QueryRunner.Normalizer normalizer;
        /** Whether this is its join's left input; set by the join. */
        boolean left;
        /** Whether the table's read has updates (a changelog with retractions: {@link QueryRunner#changelogInput}). */
        boolean updates;
        /**
         * The stored rows by equi-join key (null: a key column is null, so they join nothing), each list in arrival
         * order ({@link Entry#seq} ascending; a row replacing its unique key's stored row keeps that row's place).
         */
        final Map<List<Object>, List<Entry>> byJoinKey = new HashMap<>();
        /** With a unique key: the stored entry of each key. */
        final Map<List<Object>, Entry> byUniqueKey = new HashMap<>();
        long nextSeq;
        StreamScan scan;

        Side(Table table, int offset, int width, int[] uniqueKey, ScanPartitions partitions) {
            this.table = table;
            this.join = null;
            this.plan = null;
            this.offset = offset;
            this.width = width;
            this.uniqueKey = uniqueKey;
            this.partitions = partitions;
        }

        Side(StreamJoin join, int offset) {
            this.table = null;
            this.join = join;
            this.plan = null;
            this.offset = offset;
            this.width = join.spec.width();
            this.uniqueKey = null;
            this.partitions = null;
        }

        Side(QueryRunner.StreamPlan plan, int offset, int width) {
            this.table = null;
            this.join = null;
            this.plan = plan;
            this.offset = offset;
            this.width = width;
            this.uniqueKey = null;
            this.partitions = null;
        }

        /** Whether this input's changelog is insert-only ({@link QueryRunner.StreamPlan#insertOnly}). */
        boolean insertOnly() {
            if (table != null) {
                return !QueryRunner.changelogInput(table, java.util.Map.of());
            }
            return join != null ? join.insertOnly() : plan.insertOnly;
        }

        List<Object> uniqueKeyOf(Object[] row) {
            Object[] k = new Object[uniqueKey.length];
            for (int i = 0; i < k.length; i++) {
                k[i] = row[uniqueKey[i]];
            }
            return QueryRunner.normalizedKey(k);
        }

        void insert(Entry e) {
            List<Entry> bucket = byJoinKey.computeIfAbsent(e.joinKey, x -> new ArrayList<>());
            int at = bucket.size();
            while (at > 0 && bucket.get(at - 1).seq > e.seq) {
                at--;
            }
            bucket.add(at, e);
        }

        void delete(Entry e) {
            List<Entry> bucket = byJoinKey.get(e.joinKey);
            for (int i = 0; i < bucket.size(); i++) {
                if (bucket.get(i) == e) {
                    bucket.remove(i);
                    break;
                }
            }
            if (bucket.isEmpty()) {
                byJoinKey.remove(e.joinKey);
            }
        }

        private static boolean sameColumns(Object[] a, Object[] b, int[] columns) {
            int n = columns == null ? a.length : columns.length;
            for (int i = 0; i < n; i++) {
                int c = columns == null ? i : columns[i];
                Object x = a[c];
                Object y = b[c];
                if (x == null || y == null ? x != y : !QueryRunner.normalizedKey(new Object[] {x})
                        .equals(QueryRunner.normalizedKey(new Object[] {y}))) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A stored row and, on an outer side, how many rows of the other side it currently joins. */
    static final class Entry {
        Object[] row;
        int associations;
        /** The row's equi-join key (its bucket in {@link Side#byJoinKey}). */
        List<Object> joinKey;
        /** Arrival order on its side. */
        final long seq;

        Entry(Object[] row, int associations, List<Object> joinKey, long seq) {
            this.row = row;
            this.associations = associations;
            this.joinKey = joinKey;
            this.seq = seq;
        }
    }

    final Joins.Spec spec;
    final Side left;
    final Side right;
    private final boolean leftOuter;
    private final boolean rightOuter;
    private final Object[] both;

    StreamJoin(Joins.Spec spec, Side left, Side right) {
        this.spec = spec;
        this.left = left;
        this.right = right;
        left.left = true;
        right.left = false;
        this.leftOuter = spec.padRight; // a LEFT / FULL join keeps every left row
        this.rightOuter = spec.padLeft;
        this.both = new Object[spec.nl + spec.nr];
    }

    /** Whether the join's output is insert-only: an inner join of insert-only inputs (Flink's changelog mode). */
    boolean insertOnly() {
        return !leftOuter && !rightOuter && left.insertOnly() && right.insertOnly();
    }

    /**
     * Reads the right input until caught up, then the left one (a nested join reads its own inputs in the same order),
     * sending each joined change to {@code out}; stops once {@code limit} rows reached the sink. The caller then calls
     * {@link #complete()} or {@link #close()}.
     */
    long readAll(QueryRunner.ChangeSink out, long limit) {
        long[] n = {0};
        try {
            read(out, limit, n);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        return n[0];
    }

    private void read(QueryRunner.ChangeSink out, long limit, long[] n) {
        for (Side side : new Side[] {right, left}) {
            QueryRunner.ChangeSink into = (k, r) -> accept(side, k, r, out);
            if (side.join != null) {
                side.join.read(into, limit, n);
                continue;
            }
            if (side.plan != null) {
                side.plan.readAll((k, r) -> {
                    if (n[0] < limit) {
                        n[0] += into.accept(k, r);
                    }
                });
                continue;
            }
            side.scan = side.table.newStreamScan(false);
            List<InternalRow> batch;
            while (n[0] < limit && (batch = side.scan.poll()) != null) {
                for (InternalRow row : batch) {
                    Object[] in = QueryRunner.copyValues(row);
                    if (side.partitions != null && !side.partitions.test(in, 0)) {
                        continue;
                    }
                    RowKind kind = row.getRowKind();
                    n[0] += side.normalizer == null ? into.accept(kind, in) : side.normalizer.apply(kind, in, into);
                    if (n[0] >= limit) {
                        break;
                    }
                }
            }
        }
    }

    /** Records every table read's progress (their {@code consumer-id}s), then closes. */
    void complete() {
        try {
            for (Side side : new Side[] {right, left}) {
                if (side.join != null) {
                    side.join.complete();
                } else if (side.plan != null) {
                    side.plan.complete();
                } else if (side.scan != null) {
                    side.scan.notifyCheckpointComplete();
                }
            }
        } finally {
            close();
        }
    }

    void close() {
        for (Side side : new Side[] {right, left}) {
            if (side.join != null) {
                side.join.close();
            } else if (side.plan != null) {
                side.plan.close();
            } else if (side.scan != null) {
                side.scan.close();
                side.scan = null;
            }
        }
    }

    /** One change of {@code input} through the join; returns how many rows reached the sink. */
    private int accept(Side input, RowKind kind, Object[] row, QueryRunner.ChangeSink out) {
        Side other = input.left ? right : left;
        boolean inputOuter = input.left ? leftOuter : rightOuter;
        boolean otherOuter = input.left ? rightOuter : leftOuter;
        List<Object> key = spec.key(row, input.left);
        List<Entry> matches = new ArrayList<>();
        for (Entry e : key == null ? List.<Entry>of() : other.byJoinKey.getOrDefault(key, List.of())) {
            if (joins(input, row, e.row)) {
                matches.add(e);
            }
        }
        int n = 0;
        if (kind.isAdd()) {
            if (otherOuter) {
                for (Entry m : matches) {
                    if (m.associations == 0) {
                        n += out.accept(RowKind.DELETE, padded(other, m.row));
                    }
                    m.associations++;
                }
            }
            if (inputOuter && matches.isEmpty()) {
                n += out.accept(RowKind.INSERT, padded(input, row));
            }
            RowKind joined = inputOuter || otherOuter ? RowKind.INSERT : kind;
            for (Entry m : matches) {
                n += out.accept(joined, joined(input, row, m.row));
            }
            add(input, row, key, matches.size());
        } else {
            remove(input, row, key);
            if (matches.isEmpty()) {
                if (inputOuter) {
                    n += out.accept(RowKind.DELETE, padded(input, row));
                }
                return n;
            }
            RowKind joined = inputOuter ? RowKind.DELETE : kind;
            for (Entry m : matches) {
                n += out.accept(joined, joined(input, row, m.row));
            }
            if (otherOuter) {
                for (Entry m : matches) {
                    if (m.associations == 1) {
                        n += out.accept(RowKind.INSERT, padded(other, m.row));
                    }
                    m.associations--;
                }
            }
        }
        return n;
    }

    private boolean joins(Side input, Object[] row, Object[] otherRow) {
        Object[] l = input.left ? row : otherRow;
        Object[] r = input.left ? otherRow : row;
        System.arraycopy(l, 0, both, 0, spec.nl);
        System.arraycopy(r, 0, both, spec.nl, spec.nr);
        return spec.matches(both, l, r);
    }

    private Object[] joined(Side input, Object[] row, Object[] otherRow) {
        return input.left ? spec.row(row, otherRow) : spec.row(otherRow, row);
    }

    private Object[] padded(Side side, Object[] row) {
        return side.left ? spec.row(row, null) : spec.row(null, row);
    }

    /** Stores {@code row} (equi-join key {@code key}) on {@code side}, replacing its unique key's stored row. */
    private static void add(Side side, Object[] row, List<Object> key, int associations) {
        if (side.uniqueKey != null) {
            List<Object> unique = side.uniqueKeyOf(row);
            Entry e = side.byUniqueKey.get(unique);
            if (e != null) {
                if (!Objects.equals(e.joinKey, key)) {
                    side.delete(e);
                    e.joinKey = key;
                    side.insert(e);
                }
                e.row = row;
                e.associations = associations;
                return;
            }
            e = new Entry(row, associations, key, side.nextSeq++);
            side.byUniqueKey.put(unique, e);
            side.insert(e);
            return;
        }
        side.insert(new Entry(row, associations, key, side.nextSeq++));
    }

    /** Removes {@code row}'s stored entry from {@code side}: its unique key's, else the first equal row. */
    private static void remove(Side side, Object[] row, List<Object> key) {
        if (side.uniqueKey != null) {
            Entry e = side.byUniqueKey.remove(side.uniqueKeyOf(row));
            if (e != null) {
                side.delete(e);
            }
            return;
        }
        for (Entry e : side.byJoinKey.getOrDefault(key, List.of())) {
            if (Side.sameColumns(e.row, row, null)) {
                side.delete(e);
                return;
            }
        }
    }
}
