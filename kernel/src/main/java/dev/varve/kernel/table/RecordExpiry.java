package dev.varve.kernel.table;

import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Record-level expiration ({@code record-level.expire-time} on {@code record-level.time-field},
 * primary-key tables), as Apache Paimon 1.4.2 applies it: a compaction reads its input files without
 * the record versions whose time is older than now minus the expire time, each version judged on
 * its own before the merge (so an expired newest version lets an older, unexpired one of its key
 * come back, as in Paimon). Reads never filter; only a compaction rewrites what it drops.
 *
 * <p>The time in epoch seconds: INT as is, BIGINT as is below 10^12 and as milliseconds from there,
 * TIMESTAMP as its wall-clock time read in UTC, TIMESTAMP_LTZ as its instant (both to the second,
 * truncated toward zero). A null time never expires. A version expires when
 * {@code now > time + expireSeconds}, with {@code now} fixed when the compaction starts
 * ({@link #nowSeconds()}).
 *
 * <p>Immutable and thread-safe. INT and BIGINT are read without allocating; TIMESTAMP and
 * TIMESTAMP_LTZ build their canonical value per record.
 */
final class RecordExpiry {
    private static final long MILLIS_FROM = 1_000_000_000_000L;

    private final int field;
    private final TypeRoot root;
    private final long expireSeconds;

    private RecordExpiry(int field, TypeRoot root, long expireSeconds) {
        this.field = field;
        this.root = root;
        this.expireSeconds = expireSeconds;
    }

    /**
     * The table's record-level expiration, or null when it has none (not a primary-key table, or no
     * {@code record-level.expire-time}). The options were validated at CREATE/ALTER.
     */
    static RecordExpiry of(TableContext ctx) {
        Duration time = ctx.options.recordLevelExpireTime();
        String name = ctx.options.recordLevelTimeField();
        if (!ctx.primaryKeyTable || time == null || name == null) {
            return null;
        }
        int at = ctx.rowType.indexOf(name);
        if (at < 0) {
            throw new IllegalStateException("'record-level.time-field' names no column: '" + name + "'");
        }
        return new RecordExpiry(at, ctx.rowType.type(at).root(), time.getSeconds());
    }

    /** The current time in epoch seconds, the {@code now} of one compaction. */
    static long nowSeconds() {
        return System.currentTimeMillis() / 1000;
    }

    /** Whether the version with value row {@code value} (the table's row type) is expired at {@code now}. */
    boolean expired(InternalRow value, long now) {
        return expired(value, field, now);
    }

    private boolean expired(InternalRow value, int pos, long now) {
        return !value.isNullAt(pos) && now > seconds(value, pos) + expireSeconds;
    }

    private long seconds(InternalRow value, int pos) {
        switch (root) {
            case INT:
                return value.getInt(pos);
            case BIGINT: {
                long v = value.getLong(pos);
                return v >= MILLIS_FROM ? v / 1000 : v;
            }
            case TIMESTAMP:
                return ((LocalDateTime) value.getField(pos)).toInstant(ZoneOffset.UTC).toEpochMilli() / 1000;
            case TIMESTAMP_LTZ:
                return ((Instant) value.getField(pos)).toEpochMilli() / 1000;
            default:
                throw new IllegalStateException("record-level time field of type " + root);
        }
    }

    /**
     * Whether the file holds a version expired at {@code now} (Paimon asks the file's minimum of the
     * time field; this reads the file's time column): an explicit full compaction rewrites such a
     * file instead of leaving or upgrading it.
     */
    boolean holdsExpired(TableContext ctx, Partition partition, int bucket, DataFileMeta file, long now) throws IOException {
        FieldMap map = ctx.fieldMap(file.schemaId());
        int column = map == null ? field : map.index[field];
        if (column < 0) {
            return false; // the file predates the column: every version reads it as null
        }
        // a time field whose type changed since the file was written is read through the cast (ALTER TABLE MODIFY)
        java.util.function.UnaryOperator<Object> cast = map == null || map.casts == null ? null : map.casts[field];
        try (RunReader r = ctx.openReader(partition, bucket, file); RunCursor c = r.cursor(new int[]{column}, null, null)) {
            while (c.next()) {
                InternalRow v = c.value();
                if (cast != null) {
                    v = dev.varve.row.GenericRow.of(v.isNullAt(0) ? null : cast.apply(v.getField(0)));
                }
                if (expired(v, 0, now)) {
                    return true;
                }
            }
        }
        return false;
    }
}
