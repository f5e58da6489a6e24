package dev.varve.kernel.mergeengine;

import dev.varve.merge.MergeFunction;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table with one key under test: records go through the engine's write check, then every
 * accepted version is merged by a fresh merge function that is fed through ONE reused KeyValue and
 * ONE reused row which are scribbled over after each add (so a function that keeps references
 * instead of copying fails).
 */
final class Harness {
    static final byte[] KEY = "key-1".getBytes(StandardCharsets.UTF_8);

    final RowType rowType;
    final MergeEngine engine;
    final List<KeyValue> versions = new ArrayList<>();
    private long nextSequence = 1;

    Harness(RowType rowType, List<String> pk, Map<String, String> options) {
        this.rowType = rowType;
        this.engine = MergeEngine.create(rowType, pk, options);
    }

    /** {@code columns("k INT", "v DOUBLE")}. */
    static RowType columns(String... specs) {
        List<DataField> fields = new ArrayList<>();
        for (String s : specs) {
            int sp = s.indexOf(' ');
            fields.add(new DataField(fields.size(), s.substring(0, sp), DataType.parse(s.substring(sp + 1).trim())));
        }
        return new RowType(fields);
    }

    static Map<String, String> opts(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    static Harness of(String[] columns, String pk, String... options) {
        return new Harness(columns(columns), Arrays.asList(pk.split(",")), opts(options));
    }

    /** Writes a record through the write check; returns whether it was kept. */
    boolean write(RowKind kind, Object... values) {
        GenericRow r = GenericRow.ofKind(kind, values);
        boolean kept = engine.writeCheck().accept(r);
        if (kept) {
            versions.add(new KeyValue(KEY, nextSequence, kind, GenericRow.ofKind(kind, values.clone())));
        }
        nextSequence++;
        return kept;
    }

    Harness insert(Object... values) {
        write(RowKind.INSERT, values);
        return this;
    }

    Harness updateBefore(Object... values) {
        write(RowKind.UPDATE_BEFORE, values);
        return this;
    }

    Harness updateAfter(Object... values) {
        write(RowKind.UPDATE_AFTER, values);
        return this;
    }

    Harness delete(Object... values) {
        write(RowKind.DELETE, values);
        return this;
    }

    /** The merge result of every accepted version (a copy), or null. */
    KeyValue mergeAll() {
        return merge(engine, versions);
    }

    /** The row the key reads as after merging everything (null: no row). */
    GenericRow read() {
        KeyValue kv = mergeAll();
        if (kv == null || kv.kind().isRetract()) {
            return null;
        }
        GenericRow r = Values.copyRow(kv.value());
        r.setRowKind(RowKind.INSERT);
        return r;
    }

    /**
     * Merges versions with a fresh function, through a reused and scribbled input, and returns a
     * copy of the result (null if none).
     */
    static KeyValue merge(MergeEngine engine, List<KeyValue> versions) {
        MergeFunction f = engine.mergeFunctionFactory().create();
        f.reset();
        // a previous, unrelated group, to check that reset() clears state
        KeyValue other = new KeyValue(new byte[] {9}, 0, RowKind.INSERT, versions.isEmpty()
                ? GenericRow.of() : versions.get(0).value());
        if (!versions.isEmpty()) {
            f.add(other);
            f.getResult();
            f.reset();
        }
        KeyValue reused = new KeyValue();
        for (KeyValue v : versions) {
            byte[] key = v.key().clone();
            GenericRow row = Values.copyRow(v.value());
            reused.replace(key, v.sequence(), v.kind(), row);
            f.add(reused);
            scribble(key, row);
        }
        KeyValue r = f.getResult();
        if (r == null) {
            return null;
        }
        KeyValue copy = new KeyValue(r.key().clone(), r.sequence(), r.kind(), Values.copyRow(r.value()));
        KeyValue again = f.getResult();
        if (!sameRow(again.value(), copy.value()) || again.kind() != copy.kind()) {
            throw new AssertionError("getResult() is not idempotent: " + copy + " then " + again);
        }
        return copy;
    }

    /** Row equality by SQL equality of every field (byte arrays, nested rows, lists, maps by content). */
    static boolean sameRow(InternalRow a, InternalRow b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.getArity() != b.getArity()) {
            return false;
        }
        for (int i = 0; i < a.getArity(); i++) {
            if (!java.util.Objects.equals(Values.key(a.getField(i)), Values.key(b.getField(i)))) {
                return false;
            }
        }
        return true;
    }

    private static void scribble(byte[] key, GenericRow row) {
        Arrays.fill(key, (byte) 0x7F);
        Object[] v = row.values();
        for (int i = 0; i < v.length; i++) {
            if (v[i] instanceof byte[]) {
                Arrays.fill((byte[]) v[i], (byte) 0x55);
            } else if (v[i] instanceof List) {
                ((List<?>) v[i]).clear();
            } else if (v[i] instanceof Map) {
                ((Map<?, ?>) v[i]).clear();
            } else if (v[i] instanceof GenericRow) {
                Arrays.fill(((GenericRow) v[i]).values(), null);
            }
            v[i] = null;
        }
        row.setRowKind(RowKind.DELETE);
    }

    static GenericRow row(Object... values) {
        return GenericRow.of(values);
    }

    static InternalRow nested(Object... values) {
        return GenericRow.of(values);
    }
}
