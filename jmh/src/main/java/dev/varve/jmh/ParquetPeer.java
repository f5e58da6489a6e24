package dev.varve.jmh;

import dev.varve.format.parquet.NoHadoopCodecFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.InitContext;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.PrimitiveConverter;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.io.api.RecordMaterializer;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;

/**
 * The Parquet peer of the run-format benchmark, written the way a careful parquet-java user
 * would: a WriteSupport that emits primitives straight from the arrays (no row objects, no
 * boxing, pre-built Binary values) and a ReadSupport whose converters store primitives into one
 * reused holder. Columns: k, v1, v2, v3, _sequence_number, _row_kind (TINYINT), ZSTD level 3,
 * parquet-java's default row group (128 MiB) and page (1 MiB) sizes.
 */
final class ParquetPeer {
    private ParquetPeer() {
    }

    static final MessageType SCHEMA = Types.buildMessage()
            .required(PrimitiveTypeName.INT64).named("k")
            .required(PrimitiveTypeName.INT64).named("v1")
            .required(PrimitiveTypeName.DOUBLE).named("v2")
            .required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("v3")
            .required(PrimitiveTypeName.INT64).named("_sequence_number")
            .required(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.intType(8, true)).named("_row_kind")
            .named("bench");

    /** Points at the row to write next. */
    static final class RowRef {
        int i;
    }

    static final class BenchWriteSupport extends WriteSupport<RowRef> {
        private final BenchDataSet data;
        private final Binary[] v3;
        private RecordConsumer out;

        BenchWriteSupport(BenchDataSet data, Binary[] v3) {
            this.data = data;
            this.v3 = v3;
        }

        @Override
        @SuppressWarnings("deprecation") // abstract in parquet-java: must be implemented
        public WriteContext init(Configuration configuration) {
            return new WriteContext(SCHEMA, Map.of());
        }

        @Override
        public WriteContext init(ParquetConfiguration configuration) {
            return new WriteContext(SCHEMA, Map.of());
        }

        @Override
        public void prepareForWrite(RecordConsumer recordConsumer) {
            out = recordConsumer;
        }

        @Override
        public void write(RowRef ref) {
            int i = ref.i;
            out.startMessage();
            out.startField("k", 0);
            out.addLong(data.k[i]);
            out.endField("k", 0);
            out.startField("v1", 1);
            out.addLong(data.v1[i]);
            out.endField("v1", 1);
            out.startField("v2", 2);
            out.addDouble(data.v2[i]);
            out.endField("v2", 2);
            out.startField("v3", 3);
            out.addBinary(v3[i]);
            out.endField("v3", 3);
            out.startField("_sequence_number", 4);
            out.addLong(data.seq[i]);
            out.endField("_sequence_number", 4);
            out.startField("_row_kind", 5);
            out.addInteger(0);
            out.endField("_row_kind", 5);
            out.endMessage();
        }
    }

    private static final class WriterBuilder extends ParquetWriter.Builder<RowRef, WriterBuilder> {
        private final BenchWriteSupport support;

        WriterBuilder(OutputFile file, BenchWriteSupport support) {
            super(file);
            this.support = support;
        }

        @Override
        protected WriterBuilder self() {
            return this;
        }

        @Override
        @SuppressWarnings("deprecation") // abstract in parquet-java: must be implemented
        protected WriteSupport<RowRef> getWriteSupport(Configuration conf) {
            return support;
        }

        @Override
        protected WriteSupport<RowRef> getWriteSupport(ParquetConfiguration conf) {
            return support;
        }
    }

    static void write(Path out, BenchDataSet data, Binary[] v3) throws IOException {
        RowRef ref = new RowRef();
        try (ParquetWriter<RowRef> w = new WriterBuilder(new LocalOutputFile(out), new BenchWriteSupport(data, v3))
                .withConf(new PlainParquetConfiguration())
                .withCodecFactory(new NoHadoopCodecFactory(3))
                .withCompressionCodec(CompressionCodecName.ZSTD)
                .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
                .build()) {
            for (int r = 0; r < data.n; r++) {
                ref.i = r;
                w.write(ref);
            }
        }
    }

    /** One record as read back; reused. */
    static final class Holder {
        long k;
        long v1;
        double v2;
        Binary v3;
        long seq;
        int kind;
    }

    static final class BenchReadSupport extends ReadSupport<Holder> {
        @Override
        public ReadContext init(InitContext context) {
            return new ReadContext(context.getFileSchema());
        }

        @Override
        @SuppressWarnings("deprecation") // abstract in parquet-java: must be implemented
        public RecordMaterializer<Holder> prepareForRead(Configuration conf, Map<String, String> meta, MessageType schema,
                                                         ReadContext ctx) {
            return materializer();
        }

        @Override
        public RecordMaterializer<Holder> prepareForRead(ParquetConfiguration conf, Map<String, String> meta,
                                                         MessageType schema, ReadContext ctx) {
            return materializer();
        }

        private static RecordMaterializer<Holder> materializer() {
            Holder h = new Holder();
            Converter[] cs = {
                new PrimitiveConverter() {
                    @Override
                    public void addLong(long value) {
                        h.k = value;
                    }
                },
                new PrimitiveConverter() {
                    @Override
                    public void addLong(long value) {
                        h.v1 = value;
                    }
                },
                new PrimitiveConverter() {
                    @Override
                    public void addDouble(double value) {
                        h.v2 = value;
                    }
                },
                new PrimitiveConverter() {
                    @Override
                    public void addBinary(Binary value) {
                        h.v3 = value;
                    }
                },
                new PrimitiveConverter() {
                    @Override
                    public void addLong(long value) {
                        h.seq = value;
                    }
                },
                new PrimitiveConverter() {
                    @Override
                    public void addInt(int value) {
                        h.kind = value;
                    }
                },
            };
            GroupConverter root = new GroupConverter() {
                @Override
                public Converter getConverter(int fieldIndex) {
                    return cs[fieldIndex];
                }

                @Override
                public void start() {
                }

                @Override
                public void end() {
                }
            };
            return new RecordMaterializer<>() {
                @Override
                public Holder getCurrentRecord() {
                    return h;
                }

                @Override
                public GroupConverter getRootConverter() {
                    return root;
                }
            };
        }
    }

    private static final class ReaderBuilder extends ParquetReader.Builder<Holder> {
        ReaderBuilder(InputFile file) {
            super(file, new PlainParquetConfiguration());
        }

        @Override
        protected ReadSupport<Holder> getReadSupport() {
            return new BenchReadSupport();
        }
    }

    static ParquetReader<Holder> reader(Path in) throws IOException {
        return new ReaderBuilder(new LocalInputFile(in)).withCodecFactory(new NoHadoopCodecFactory(3)).build();
    }
}
