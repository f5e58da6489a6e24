package dev.varve.format.parquet;

import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.RowType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.OutputFile;

/**
 * Exports rows to a Parquet file with parquet-java and no Hadoop at run time
 * ({@link LocalOutputFile}, {@link PlainParquetConfiguration}, {@link NoHadoopCodecFactory}).
 * Type mapping: see {@link ParquetSchemas}. Stateless; each call writes one file.
 */
public final class ParquetExport {
    private ParquetExport() {
    }

    /** Writes every row of {@code rows} (canonical values of {@code type}) to {@code out}; fails if it exists. */
    public static long write(Path out, RowType type, Iterator<? extends InternalRow> rows, ParquetExportOptions opts)
            throws IOException {
        if (opts.sequenceNumberColumn() != null) {
            throw new IllegalArgumentException("sequence numbers are only known when exporting a run (writeRun); "
                    + "use withExtraColumn for a computed column");
        }
        return writeInternal(out, type, rows, opts, null);
    }

    /**
     * Writes every record of a run file: its value columns, then the optional sequence-number and
     * row-kind columns, then extra columns.
     */
    public static long writeRun(Path out, RunReader run, RowType valueType, ParquetExportOptions opts) throws IOException {
        try (RunCursor cursor = run.cursor(null, null, null)) {
            Iterator<InternalRow> it = new Iterator<>() {
                private boolean ready;
                private boolean more;

                @Override
                public boolean hasNext() {
                    if (!ready) {
                        try {
                            more = cursor.next();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                        ready = true;
                    }
                    return more;
                }

                @Override
                public InternalRow next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    ready = false;
                    return cursor.value();
                }
            };
            try {
                return writeInternal(out, valueType, it, opts, cursor);
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
    }

    private static long writeInternal(Path out, RowType type, Iterator<? extends InternalRow> rows,
                                      ParquetExportOptions opts, RunCursor cursor) throws IOException {
        List<DataField> extraFields = new ArrayList<>();
        List<ParquetExportOptions.ExtraColumn> extra = new ArrayList<>();
        int id = type.size();
        if (opts.sequenceNumberColumn() != null) {
            extraFields.add(new DataField(id++, opts.sequenceNumberColumn(), DataType.bigint().notNull()));
            extra.add(new ParquetExportOptions.ExtraColumn(opts.sequenceNumberColumn(), DataType.bigint().notNull(),
                    r -> cursor.sequence()));
        }
        if (opts.rowKindColumn() != null) {
            extraFields.add(new DataField(id++, opts.rowKindColumn(), DataType.string().notNull()));
            extra.add(new ParquetExportOptions.ExtraColumn(opts.rowKindColumn(), DataType.string().notNull(),
                    r -> r.getRowKind().shortString()));
        }
        for (ParquetExportOptions.ExtraColumn e : opts.extraColumns()) {
            extraFields.add(new DataField(id++, e.name, e.type));
            extra.add(e);
        }
        List<String> names = new ArrayList<>(type.names());
        for (DataField f : extraFields) {
            for (String n : names) {
                if (n.equalsIgnoreCase(f.name())) {
                    throw new IllegalArgumentException("extra column '" + f.name() + "' clashes with column '" + n + "'");
                }
            }
            names.add(f.name());
        }
        if (Files.exists(out)) {
            throw new java.nio.file.FileAlreadyExistsException(out.toString());
        }
        RowWriteSupport support = new RowWriteSupport(type, extraFields, extra);
        CompressionCodecName codec = opts.compression().equals("zstd") ? CompressionCodecName.ZSTD
                : opts.compression().equals("snappy") ? CompressionCodecName.SNAPPY : CompressionCodecName.UNCOMPRESSED;
        long n = 0;
        try (ParquetWriter<InternalRow> w = new Builder(new LocalOutputFile(out), support)
                .withConf(new PlainParquetConfiguration())
                .withCodecFactory(new NoHadoopCodecFactory(opts.zstdLevel()))
                .withCompressionCodec(codec)
                .withRowGroupSize(opts.rowGroupBytes())
                .withPageSize(opts.pageBytes())
                .withWriteMode(ParquetFileWriter.Mode.CREATE)
                .build()) {
            while (rows.hasNext()) {
                w.write(rows.next());
                n++;
            }
        }
        return n;
    }

    private static final class Builder extends ParquetWriter.Builder<InternalRow, Builder> {
        private final RowWriteSupport support;

        Builder(OutputFile file, RowWriteSupport support) {
            super(file);
            this.support = support;
        }

        @Override
        protected Builder self() {
            return this;
        }

        @Override
        @SuppressWarnings("deprecation") // abstract in parquet-java: must be implemented, never called here
        protected WriteSupport<InternalRow> getWriteSupport(Configuration conf) {
            return support;
        }

        @Override
        protected WriteSupport<InternalRow> getWriteSupport(ParquetConfiguration conf) {
            return support;
        }
    }
}
