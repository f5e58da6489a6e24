package dev.varve.jmh;

import dev.varve.format.LocalFileIO;
import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.io.api.Binary;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Write and full scan of the BENCHMARKS.md §1 data set in the Varve run format vs Parquet
 * (parquet-java, ZSTD) vs a memcpy of the same raw bytes.
 *
 * <p>Records: key = 8-byte big-endian sign-flipped k, sequence = the row's generation index,
 * kind +I, value (k, v1, v2, v3); sorted by key then sequence before timing (the arrays are
 * physically reordered, so every engine reads its input sequentially). Parquet gets the
 * same rows in the same order with the columns k, v1, v2, v3, _sequence_number, _row_kind.
 * {@code varve} fsyncs at finish as shipped; {@code varve_nosync} does not (Parquet never does).
 * One benchmark call handles all n rows: rows/s = n / (score in s). File sizes are printed by
 * the trial tear-down ("[RunFormatBench] … bytes=…") and appended to
 * {@code target/runformat-sizes.txt}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(value = 1, jvmArgsAppend = {"--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "-XX:ThreadPriorityPolicy=1", "-XX:JavaPriority1_To_OSPriority=19",
        "--enable-native-access=ALL-UNNAMED", "-Xms4g", "-Xmx4g"})
public class RunFormatBench {
    static final RowType TYPE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint().notNull()),
            new DataField(1, "v1", DataType.bigint()),
            new DataField(2, "v2", DataType.doubleType()),
            new DataField(3, "v3", DataType.string())));

    @Param({"5000000", "1000000"})
    public int n;

    @Param({"varve", "varve_nosync", "parquet", "memcpy"})
    public String format;

    private BenchDataSet data;
    private String[] v3Strings;
    private Binary[] v3Binary;
    private byte[] raw;
    private byte[] copy;
    private Path dir;
    private Path scanFile;
    private Path writeFile;
    private final LocalFileIO io = new LocalFileIO();
    private final ArrayRow row = new ArrayRow();
    private final byte[] keyBytes = new byte[8];
    private long writtenBytes;

    /** The value row of generation index i, over the arrays (no allocation). */
    final class ArrayRow implements InternalRow {
        int i;

        @Override public int getArity() { return 4; }
        @Override public RowKind getRowKind() { return RowKind.INSERT; }
        @Override public void setRowKind(RowKind kind) { throw new UnsupportedOperationException(); }
        @Override public boolean isNullAt(int pos) { return false; }

        @Override
        public Object getField(int pos) {
            switch (pos) {
                case 0: return data.k[i];
                case 1: return data.v1[i];
                case 2: return data.v2[i];
                default: return v3Strings[i];
            }
        }

        @Override public long getLong(int pos) { return pos == 0 ? data.k[i] : data.v1[i]; }
        @Override public double getDouble(int pos) { return data.v2[i]; }
        @Override public String getString(int pos) { return v3Strings[i]; }
    }

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        data = BenchDataSet.generate(n);
        v3Strings = new String[n];
        v3Binary = new Binary[n];
        for (int i = 0; i < n; i++) {
            v3Strings[i] = data.v3String(i);
            v3Binary[i] = Binary.fromConstantByteArray(data.v3[i]);
        }
        dir = Files.createTempDirectory("runformatbench");
        scanFile = dir.resolve("scan." + format);
        writeFile = dir.resolve("write." + format);
        switch (format) {
            case "varve":
            case "varve_nosync":
                writeVarve(scanFile);
                writtenBytes = Files.size(scanFile);
                break;
            case "parquet":
                ParquetPeer.write(scanFile, data, v3Binary);
                writtenBytes = Files.size(scanFile);
                break;
            case "memcpy":
                raw = rawBytes();
                copy = new byte[raw.length];
                writtenBytes = raw.length;
                break;
            default:
                throw new IllegalArgumentException("unknown format " + format);
        }
    }

    /** The uncompressed row-major bytes of the same records: key, seq, kind, k, v1, v2, len, v3. */
    private byte[] rawBytes() {
        long size = 0;
        for (int i = 0; i < n; i++) {
            size += 8 + 8 + 1 + 8 + 8 + 8 + 4 + data.v3[i].length;
        }
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(Math.toIntExact(size));
        for (int i = 0; i < n; i++) {
            b.putLong(data.k[i] ^ Long.MIN_VALUE).putLong(data.seq[i]).put((byte) 0).putLong(data.k[i]).putLong(data.v1[i])
                    .putDouble(data.v2[i]).putInt(data.v3[i].length).put(data.v3[i]);
        }
        return b.array();
    }

    private void writeVarve(Path file) throws IOException {
        RunWriterOptions opts = RunWriterOptions.defaults().withSyncOnFinish(format.equals("varve"));
        RunWriter w = new RunWriter(io, file.toString(), TYPE, opts);
        ArrayRow r = row;
        byte[] key = keyBytes;
        long[] k = data.k;
        long[] seq = data.seq;
        for (int i = 0; i < n; i++) {
            BenchDataSet.key(k[i], key);
            r.i = i;
            w.add(key, seq[i], RowKind.INSERT, r);
        }
        w.finish();
    }

    @Setup(Level.Invocation)
    public void deleteWriteFile() throws IOException {
        Files.deleteIfExists(writeFile);
    }

    @Benchmark
    public void write(Blackhole bh) throws IOException {
        switch (format) {
            case "varve":
            case "varve_nosync":
                writeVarve(writeFile);
                break;
            case "parquet":
                ParquetPeer.write(writeFile, data, v3Binary);
                break;
            default:
                System.arraycopy(raw, 0, copy, 0, raw.length);
                bh.consume(copy);
        }
    }

    @Benchmark
    public long scan() throws IOException {
        long sum = 0;
        long rows = 0;
        switch (format) {
            case "varve":
            case "varve_nosync":
                try (RunReader r = RunReader.open(io, scanFile.toString(), TYPE);
                     RunCursor c = r.cursor(null, null, null)) {
                    InternalRow v = c.value();
                    while (c.next()) {
                        sum += c.sequence() + c.kind().toByteValue() + c.keyLength() + v.getLong(0) + v.getLong(1)
                                + (long) v.getDouble(2) + c.bytesLength(3);
                        rows++;
                    }
                }
                break;
            case "parquet":
                try (ParquetReader<ParquetPeer.Holder> r = ParquetPeer.reader(scanFile)) {
                    ParquetPeer.Holder h;
                    while ((h = r.read()) != null) {
                        sum += h.seq + h.kind + h.k + h.v1 + (long) h.v2 + h.v3.length();
                        rows++;
                    }
                }
                break;
            default:
                System.arraycopy(raw, 0, copy, 0, raw.length);
                rows = n;
                sum = copy[copy.length - 1];
        }
        if (rows != n) {
            throw new IllegalStateException(format + " scan returned " + rows + " rows, expected " + n);
        }
        return sum;
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        String line = "[RunFormatBench] format=" + format + " n=" + n + " bytes=" + writtenBytes
                + " bytesPerRow=" + String.format(java.util.Locale.ROOT, "%.2f", writtenBytes / (double) n);
        System.out.println(line);
        try {
            Path out = Paths.get("target");
            if (Files.isDirectory(out)) {
                Files.writeString(out.resolve("runformat-sizes.txt"), line + "\n", StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            }
        } catch (IOException ignored) {
            // the printed line is enough
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
