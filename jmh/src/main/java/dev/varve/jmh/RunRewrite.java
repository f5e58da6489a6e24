package dev.varve.jmh;

import dev.varve.format.LocalFileIO;
import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Rewrites W1 run files record by record with this build's writer (zstd level 1, 64 KiB pages,
 * 10-bit bloom filter: the W1 table's options), so two format versions can be compared on the very
 * same records; prints the bytes before and after and {@link RunBreakdown}'s table of the output.
 *
 * <pre>
 * java -cp jmh/target/benchmarks.jar dev.varve.jmh.RunRewrite OUT_DIR FILE...
 * </pre>
 */
public final class RunRewrite {
    static final RowType W1_VALUE = new RowType(List.of(
            new DataField(0, "k", DataType.bigint().notNull()),
            new DataField(1, "v1", DataType.bigint()),
            new DataField(2, "v2", DataType.doubleType()),
            new DataField(3, "v3", DataType.string())));

    private RunRewrite() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        Files.createDirectories(out);
        LocalFileIO io = new LocalFileIO();
        RunWriterOptions opts = RunWriterOptions.defaults().withCompression("zstd").withZstdLevel(1)
                .withTargetPageBytes(64 * 1024).withBloomBitsPerKey(10);
        long before = 0;
        long after = 0;
        long rows = 0;
        RunBreakdown b = new RunBreakdown(W1_VALUE.size());
        for (int i = 1; i < args.length; i++) {
            Path src = Path.of(args[i]);
            Path dst = out.resolve(src.getFileName());
            Files.deleteIfExists(dst);
            try (RunReader r = RunReader.open(io, src.toString(), W1_VALUE);
                 RunCursor c = r.cursor(null, null, null)) {
                RunWriter w = new RunWriter(io, dst.toString(), W1_VALUE, opts);
                while (c.next()) {
                    w.add(c.keyArray(), c.keyOffset(), c.keyLength(), c.sequence(), c.kind(), c.value());
                    rows++;
                }
                w.finish();
            }
            before += Files.size(src);
            after += Files.size(dst);
            b.add(dst);
        }
        System.out.printf("rows %,d: before %,d B (%.3f B/row), after %,d B (%.3f B/row), after / before %.4f%n",
                rows, before, before / (double) rows, after, after / (double) rows, after / (double) before);
        System.out.print(b.table());
    }
}
