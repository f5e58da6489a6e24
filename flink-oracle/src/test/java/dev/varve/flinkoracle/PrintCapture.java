package dev.varve.flinkoracle;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Stands in for {@code System.out} while the oracle runs: Flink's print connector (in the same JVM's MiniCluster)
 * writes there; {@link FlinkSession} takes those lines after each statement.
 */
final class PrintCapture extends OutputStream {
    private final ByteArrayOutputStream buf = new ByteArrayOutputStream();
    private long total;

    @Override
    public synchronized void write(int b) {
        buf.write(b);
        total++;
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        buf.write(b, off, len);
        total += len;
    }

    /** Bytes written so far (monotonic: a progress signal). */
    synchronized long size() {
        return total;
    }

    synchronized String drain() {
        String s = buf.toString(StandardCharsets.UTF_8);
        buf.reset();
        return s;
    }
}
