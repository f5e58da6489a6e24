package dev.varve.format.parquet;

import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Options of {@link ParquetExport}. Immutable; {@code with…} methods return a validated copy.
 *
 * <ul>
 *   <li>{@code compression} — {@code zstd} (default), {@code snappy} or {@code none}.</li>
 *   <li>{@code zstdLevel} — 1..22, default 3 (Parquet's usual default).</li>
 *   <li>{@code rowGroupBytes} — default 128 MiB; {@code pageBytes} — default 1 MiB.</li>
 *   <li>{@code rowKindColumn} — name of an extra STRING column with the row kind
 *       ({@code +I}, {@code -U}, {@code +U}, {@code -D}); null (default) for none.</li>
 *   <li>{@code sequenceNumberColumn} — name of an extra BIGINT column with the sequence number;
 *       only for {@link ParquetExport#writeRun}, where sequence numbers are known.</li>
 *   <li>extra columns — any further computed columns, appended after the row's columns.</li>
 * </ul>
 */
public final class ParquetExportOptions {
    /** A computed column appended to every row. */
    public static final class ExtraColumn {
        final String name;
        final DataType type;
        final Function<? super InternalRow, ?> value;

        public ExtraColumn(String name, DataType type, Function<? super InternalRow, ?> value) {
            this.name = Objects.requireNonNull(name, "name");
            this.type = Objects.requireNonNull(type, "type");
            this.value = Objects.requireNonNull(value, "value");
        }
    }

    private final String compression;
    private final int zstdLevel;
    private final long rowGroupBytes;
    private final int pageBytes;
    private final String rowKindColumn;
    private final String sequenceNumberColumn;
    private final List<ExtraColumn> extraColumns;

    private ParquetExportOptions(String compression, int zstdLevel, long rowGroupBytes, int pageBytes,
                                 String rowKindColumn, String sequenceNumberColumn, List<ExtraColumn> extra) {
        if (!compression.equals("zstd") && !compression.equals("snappy") && !compression.equals("none")) {
            throw new IllegalArgumentException("compression must be zstd, snappy or none, got '" + compression + "'");
        }
        if (zstdLevel < 1 || zstdLevel > 22) {
            throw new IllegalArgumentException("zstdLevel must be between 1 and 22, got " + zstdLevel);
        }
        if (rowGroupBytes < 1024) {
            throw new IllegalArgumentException("rowGroupBytes must be at least 1024, got " + rowGroupBytes);
        }
        if (pageBytes < 1024) {
            throw new IllegalArgumentException("pageBytes must be at least 1024, got " + pageBytes);
        }
        this.compression = compression;
        this.zstdLevel = zstdLevel;
        this.rowGroupBytes = rowGroupBytes;
        this.pageBytes = pageBytes;
        this.rowKindColumn = rowKindColumn;
        this.sequenceNumberColumn = sequenceNumberColumn;
        this.extraColumns = Collections.unmodifiableList(new ArrayList<>(extra));
    }

    public static ParquetExportOptions defaults() {
        return new ParquetExportOptions("zstd", 3, 128L * 1024 * 1024, 1024 * 1024, null, null, List.of());
    }

    public ParquetExportOptions withCompression(String c) {
        return new ParquetExportOptions(c, zstdLevel, rowGroupBytes, pageBytes, rowKindColumn, sequenceNumberColumn, extraColumns);
    }

    public ParquetExportOptions withZstdLevel(int level) {
        return new ParquetExportOptions(compression, level, rowGroupBytes, pageBytes, rowKindColumn, sequenceNumberColumn, extraColumns);
    }

    public ParquetExportOptions withRowGroupBytes(long bytes) {
        return new ParquetExportOptions(compression, zstdLevel, bytes, pageBytes, rowKindColumn, sequenceNumberColumn, extraColumns);
    }

    public ParquetExportOptions withPageBytes(int bytes) {
        return new ParquetExportOptions(compression, zstdLevel, rowGroupBytes, bytes, rowKindColumn, sequenceNumberColumn, extraColumns);
    }

    /** Adds a STRING column of the row kind ({@code +I} …); conventionally {@code _row_kind}. */
    public ParquetExportOptions withRowKindColumn(String name) {
        return new ParquetExportOptions(compression, zstdLevel, rowGroupBytes, pageBytes, name, sequenceNumberColumn, extraColumns);
    }

    /** Adds a BIGINT column of sequence numbers (run exports only); conventionally {@code _sequence_number}. */
    public ParquetExportOptions withSequenceNumberColumn(String name) {
        return new ParquetExportOptions(compression, zstdLevel, rowGroupBytes, pageBytes, rowKindColumn, name, extraColumns);
    }

    public ParquetExportOptions withExtraColumn(String name, DataType type, Function<? super InternalRow, ?> value) {
        List<ExtraColumn> l = new ArrayList<>(extraColumns);
        l.add(new ExtraColumn(name, type, value));
        return new ParquetExportOptions(compression, zstdLevel, rowGroupBytes, pageBytes, rowKindColumn, sequenceNumberColumn, l);
    }

    public String compression() { return compression; }
    public int zstdLevel() { return zstdLevel; }
    public long rowGroupBytes() { return rowGroupBytes; }
    public int pageBytes() { return pageBytes; }
    public String rowKindColumn() { return rowKindColumn; }
    public String sequenceNumberColumn() { return sequenceNumberColumn; }
    public List<ExtraColumn> extraColumns() { return extraColumns; }
}
