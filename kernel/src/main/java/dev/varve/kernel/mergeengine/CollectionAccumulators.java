package dev.varve.kernel.mergeengine;

import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.ValueComparator;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * listagg, collect, merge_map, merge_map_with_keytime, nested_update and nested_partial_update.
 * Equality of elements, map keys and nested keys is SQL equality ({@link Values#key}); results keep
 * first-insertion order (a distinct collect: Paimon's hash-set order), so they are deterministic.
 */
final class CollectionAccumulators {
    private CollectionAccumulators() {
    }

    // ---- listagg ----------------------------------------------------------------------------

    /**
     * Joins strings with a delimiter, as Apache Paimon 1.4.2's listagg: a null input is skipped; the first non-null
     * input is taken as it is (an empty string too); after that an empty input is skipped and an empty state is
     * replaced by the input; blank (whitespace) strings are values like any other. With {@code distinct}, each
     * token of a later input (split on the whole delimiter, or on single spaces when the delimiter is empty) that
     * is empty or already a token of the state is dropped; the first input is kept as it is.
     */
    static final class Listagg extends FieldAccumulator {
        private final String delimiter;
        private final boolean distinct;
        private final StringBuilder acc = new StringBuilder();
        /** The tokens of {@link #acc} (distinct, non-empty delimiter only: kept up to date as tokens are appended). */
        private final Set<String> tokens = new HashSet<>();
        private boolean isNull;

        Listagg(int pos, String delimiter, boolean distinct) {
            super(pos);
            this.delimiter = delimiter;
            this.distinct = distinct;
            reset();
        }

        @Override void reset() {
            acc.setLength(0);
            tokens.clear();
            isNull = true;
        }

        @Override void add(InternalRow in) {
            String v = in.getString(pos);
            if (v == null || !isNull && v.isEmpty()) {
                return;
            }
            if (isNull || acc.length() == 0) {
                replace(v);
                return;
            }
            if (!distinct) {
                acc.append(delimiter).append(v);
                return;
            }
            Set<String> present = presentTokens();
            for (String t : split(v)) {
                if (!t.isEmpty() && present.add(t)) {
                    acc.append(delimiter).append(t);
                }
            }
        }

        /** An input older than the state goes first: the state is then merged into it, by the same rules. */
        @Override void addOlder(InternalRow in) {
            String v = in.getString(pos);
            if (v == null || isNull) {
                add(in);
                return;
            }
            if (v.isEmpty() || acc.length() == 0) {
                if (acc.length() == 0 && !v.isEmpty()) {
                    replace(v);
                }
                return;
            }
            String later = acc.toString();
            replace(v);
            if (!distinct) {
                acc.append(delimiter).append(later);
                return;
            }
            Set<String> present = presentTokens();
            for (String t : split(later)) {
                if (!t.isEmpty() && present.add(t)) {
                    acc.append(delimiter).append(t);
                }
            }
        }

        private void replace(String v) {
            acc.setLength(0);
            acc.append(v);
            isNull = false;
            tokens.clear();
            if (distinct && !delimiter.isEmpty()) {
                tokens.addAll(split(v));
            }
        }

        /**
         * The tokens of the state. With an empty delimiter an appended token joins the last one (the state is
         * split on spaces), so they are split again from the state each time.
         */
        private Set<String> presentTokens() {
            if (delimiter.isEmpty()) {
                tokens.clear();
                tokens.addAll(split(acc.toString()));
            }
            return tokens;
        }

        /** Split on the whole delimiter keeping empty tokens; an empty delimiter splits on single spaces. */
        private List<String> split(String s) {
            List<String> out = new ArrayList<>();
            String sep = delimiter.isEmpty() ? " " : delimiter;
            int from = 0;
            while (true) {
                int i = s.indexOf(sep, from);
                if (i < 0) {
                    out.add(s.substring(from));
                    return out;
                }
                out.add(s.substring(from, i));
                from = i + sep.length();
            }
        }

        @Override Object result() {
            return isNull ? null : acc.toString();
        }
    }

    // ---- collect ----------------------------------------------------------------------------

    /**
     * Concatenates arrays; with {@code distinct}, keeps only the first occurrence of each element, in the order
     * Apache Paimon shows them ({@link PaimonHashOrder}, re-applied by every add as Paimon re-hashes at every merge).
     * A retraction removes one occurrence of each retracted element, keeping the order.
     */
    static final class Collect extends FieldAccumulator {
        private final boolean distinct;
        private final List<Object> elements = new ArrayList<>();
        private final Set<Object> keys = new HashSet<>();
        private boolean isNull;

        Collect(int pos, boolean distinct) {
            super(pos);
            this.distinct = distinct;
            reset();
        }

        @Override void reset() {
            elements.clear();
            keys.clear();
            isNull = true;
        }

        @Override void add(InternalRow in) {
            List<?> v = (List<?>) in.getField(pos);
            if (v == null) {
                if (distinct && !isNull) {
                    PaimonHashOrder.apply(elements);
                }
                return;
            }
            isNull = false;
            for (Object e : v) {
                if (!distinct || keys.add(Values.key(e))) {
                    elements.add(Values.copy(e));
                }
            }
            if (distinct) {
                PaimonHashOrder.apply(elements);
            }
        }

        /**
         * An input older than the state (a partial-update sequence group's out-of-order record): Apache Paimon 1.4.2's
         * collect does not reverse such a merge (its aggReversed is agg), so the older elements come last, as an add.
         */
        @Override void addOlder(InternalRow in) {
            add(in);
        }

        @Override void retract(InternalRow in) {
            List<?> v = (List<?>) in.getField(pos);
            if (v == null || isNull) {
                return;
            }
            for (Object r : v) {
                for (Iterator<Object> it = elements.iterator(); it.hasNext(); ) {
                    Object e = it.next();
                    if (ValueComparator.sqlEquals(e, r) || (e == null && r == null)) {
                        it.remove();
                        if (distinct) {
                            keys.remove(Values.key(r));
                        }
                        break;
                    }
                }
            }
        }

        @Override Object result() {
            return isNull ? null : new ArrayList<>(elements);
        }
    }

    // ---- merge_map --------------------------------------------------------------------------

    /** Merges maps, the later value winning per key; a retraction removes its keys. */
    static final class MergeMap extends FieldAccumulator {
        /** SQL key → {original key, value}. */
        private final Map<Object, Object[]> entries = new LinkedHashMap<>();
        private boolean isNull;

        MergeMap(int pos) {
            super(pos);
            reset();
        }

        @Override void reset() {
            entries.clear();
            isNull = true;
        }

        @Override void add(InternalRow in) {
            put(in, false);
        }

        @Override void addOlder(InternalRow in) {
            put(in, true);
        }

        private void put(InternalRow in, boolean onlyAbsent) {
            Map<?, ?> v = (Map<?, ?>) in.getField(pos);
            if (v == null) {
                return;
            }
            isNull = false;
            for (Map.Entry<?, ?> e : v.entrySet()) {
                Object k = Values.key(e.getKey());
                if (onlyAbsent && entries.containsKey(k)) {
                    continue;
                }
                Object[] prev = entries.get(k);
                Object[] entry = {prev == null ? Values.copy(e.getKey()) : prev[0], Values.copy(e.getValue())};
                entries.put(k, entry);
            }
        }

        @Override void retract(InternalRow in) {
            Map<?, ?> v = (Map<?, ?>) in.getField(pos);
            if (v == null || isNull) {
                return;
            }
            for (Object k : v.keySet()) {
                entries.remove(Values.key(k));
            }
        }

        @Override Object result() {
            if (isNull) {
                return null;
            }
            Map<Object, Object> out = new LinkedHashMap<>(entries.size() * 2);
            for (Object[] e : entries.values()) {
                out.put(e[0], e[1]);
            }
            return out;
        }
    }

    /**
     * merge_map_with_keytime: MAP&lt;K, ROW&lt;...&gt;&gt; where the ROW field named by {@code fields.<c>.ts-field}
     * (default: its last field) is the time of the entry. Per key the entry with the greater time wins
     * (ties keep the existing one); an entry with a null time is skipped; a null ROW removes the key.
     * The first map is taken as is (Apache Paimon's behaviour).
     */
    static final class MergeMapWithKeyTime extends FieldAccumulator {
        private final int tsField;
        private final Map<Object, Object[]> entries = new LinkedHashMap<>();
        private boolean isNull;

        MergeMapWithKeyTime(int pos, int tsField) {
            super(pos);
            this.tsField = tsField;
            reset();
        }

        @Override void reset() {
            entries.clear();
            isNull = true;
        }

        @Override void add(InternalRow in) {
            Map<?, ?> v = (Map<?, ?>) in.getField(pos);
            if (v == null) {
                return;
            }
            boolean first = isNull;
            isNull = false;
            for (Map.Entry<?, ?> e : v.entrySet()) {
                Object k = Values.key(e.getKey());
                InternalRow row = (InternalRow) e.getValue();
                if (first) {
                    entries.put(k, new Object[] {Values.copy(e.getKey()), Values.copy(row)});
                    continue;
                }
                if (row == null) {
                    entries.remove(k);
                    continue;
                }
                Object ts = row.getField(tsField);
                if (ts == null) {
                    continue;
                }
                Object[] prev = entries.get(k);
                InternalRow prevRow = prev == null ? null : (InternalRow) prev[1];
                if (prevRow == null || prevRow.isNullAt(tsField)
                        || ValueComparator.compare(ts, prevRow.getField(tsField)) > 0) {
                    entries.put(k, new Object[] {prev == null ? Values.copy(e.getKey()) : prev[0], Values.copy(row)});
                }
            }
        }

        @Override Object result() {
            if (isNull) {
                return null;
            }
            Map<Object, Object> out = new LinkedHashMap<>(entries.size() * 2);
            for (Object[] e : entries.values()) {
                out.put(e[0], e[1]);
            }
            return out;
        }
    }

    // ---- nested_update / nested_partial_update ----------------------------------------------

    /**
     * An ARRAY&lt;ROW&gt; merged as Apache Paimon 1.4.2 merges nested tables: the first non-null array is taken as is
     * (its null elements and repeated keys too); every later merge drops null elements and rebuilds the array from
     * the state's rows then the input's ({@link #rebuild}); an older input (a partial-update sequence group's
     * out-of-order record) goes first, as Paimon's reversed merge does.
     */
    abstract static class NestedArray extends FieldAccumulator {
        List<Object> rows = new ArrayList<>();
        boolean isNull;

        NestedArray(int pos) {
            super(pos);
        }

        @Override void reset() {
            rows = new ArrayList<>();
            isNull = true;
        }

        @Override void add(InternalRow in) {
            merge(in, false);
        }

        @Override void addOlder(InternalRow in) {
            merge(in, true);
        }

        private void merge(InternalRow in, boolean older) {
            List<?> v = (List<?>) in.getField(pos);
            if (v == null) {
                return;
            }
            List<Object> input = new ArrayList<>(v.size());
            for (Object o : v) {
                input.add(o == null ? null : Values.copyRow((InternalRow) o));
            }
            if (isNull) {
                isNull = false;
                rows = input;
                return;
            }
            List<Object> earlier = older ? input : rows;
            List<Object> later = older ? rows : input;
            int limit = countLimit();
            if (earlier.size() >= limit) {
                rows = earlier; // Paimon's count-limit: a full array takes nothing more, as it is
                return;
            }
            List<Object> all = new ArrayList<>(earlier.size() + later.size());
            addNonNull(earlier, all);
            int room = limit - earlier.size();
            for (int i = 0, taken = 0; i < later.size() && taken < room; i++) {
                if (later.get(i) != null) {
                    all.add(later.get(i));
                    taken++;
                }
            }
            rows = rebuild(all);
        }

        /** {@code fields.<c>.count-limit} (nested_update only). */
        int countLimit() {
            return Integer.MAX_VALUE;
        }

        /** The merged array of {@code all}: the non-null rows of the earlier value, then of the later one. */
        abstract List<Object> rebuild(List<Object> all);

        @Override Object result() {
            return isNull ? null : new ArrayList<>(rows);
        }

        static void addNonNull(List<Object> from, List<Object> to) {
            for (Object o : from) {
                if (o != null) {
                    to.add(o);
                }
            }
        }
    }

    /**
     * nested_update: with nested-key fields, a later row replaces the row with the same key and a retraction
     * removes the rows with the retracted keys, the array then in the iteration order of Paimon's hash map of the
     * key rows ({@link NestedKeyOrder}); without keys, rows are appended and a retraction removes every equal row.
     */
    static final class NestedUpdate extends NestedArray {
        private final NestedKeyOrder order;

        private final int countLimit;

        NestedUpdate(int pos, dev.varve.row.RowType elementType, int[] keyFields, int countLimit) {
            super(pos);
            this.order = keyFields.length == 0 ? null : new NestedKeyOrder(elementType, keyFields);
            this.countLimit = countLimit;
            reset();
        }

        @Override int countLimit() {
            return countLimit;
        }

        @Override List<Object> rebuild(List<Object> all) {
            if (order == null) {
                return all;
            }
            Map<NestedKeyOrder.Key, Object> byKey = new java.util.HashMap<>();
            for (Object r : all) {
                byKey.put(order.key((InternalRow) r), r);
            }
            return new ArrayList<>(byKey.values());
        }

        @Override void retract(InternalRow in) {
            List<?> v = (List<?>) in.getField(pos);
            if (v == null || isNull) {
                return;
            }
            if (order == null) {
                List<Object> kept = new ArrayList<>();
                addNonNull(rows, kept);
                for (Object o : v) {
                    if (o != null) {
                        Object k = Values.key((InternalRow) o);
                        kept.removeIf(e -> Values.key(e).equals(k));
                    }
                }
                rows = kept;
                return;
            }
            Map<NestedKeyOrder.Key, Object> byKey = new java.util.HashMap<>();
            for (Object r : rows) {
                if (r != null) {
                    byKey.put(order.key((InternalRow) r), r);
                }
            }
            for (Object o : v) {
                if (o != null) {
                    byKey.remove(order.key((InternalRow) o));
                }
            }
            rows = new ArrayList<>(byKey.values());
        }
    }

    /** nested_partial_update: per nested key, non-null fields of a later row overwrite (Paimon's hash-map order). */
    static final class NestedPartialUpdate extends NestedArray {
        private final NestedKeyOrder order;
        private final int arity;

        NestedPartialUpdate(int pos, dev.varve.row.RowType elementType, int[] keyFields) {
            super(pos);
            this.order = new NestedKeyOrder(elementType, keyFields);
            this.arity = elementType.fields().size();
            reset();
        }

        @Override List<Object> rebuild(List<Object> all) {
            Map<NestedKeyOrder.Key, Object[]> byKey = new java.util.HashMap<>();
            for (Object o : all) {
                InternalRow row = (InternalRow) o;
                Object[] target = byKey.computeIfAbsent(order.key(row), k -> new Object[arity]);
                for (int i = 0; i < arity && i < row.getArity(); i++) {
                    Object f = row.getField(i);
                    if (f != null) {
                        target[i] = Values.copy(f);
                    }
                }
            }
            List<Object> out = new ArrayList<>(byKey.size());
            for (Object[] f : byKey.values()) {
                out.add(new GenericRow(dev.varve.row.RowKind.INSERT, f));
            }
            return out;
        }
    }
}
