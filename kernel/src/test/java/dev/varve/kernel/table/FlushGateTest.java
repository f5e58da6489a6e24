package dev.varve.kernel.table;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FlushGateTest {
    @Test
    void anOpenGateLetsCompactionThrough() {
        FlushGate gate = new FlushGate();
        gate.pass();
        gate.close();
        gate.open();
        gate.pass();
        assertEquals(0, gate.pauses());
    }

    @Test
    void aClosedGateHoldsCompactionUntilTheFlushesAreDone() throws Exception {
        FlushGate gate = new FlushGate(TimeUnit.MINUTES.toNanos(5));
        gate.close();
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean passed = new AtomicBoolean();
        Thread compaction = new Thread(() -> {
            started.countDown();
            gate.pass();
            passed.set(true);
        });
        compaction.start();
        started.await();
        // the compaction thread must end up parked on the gate, not through it
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (compaction.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertEquals(Thread.State.TIMED_WAITING, compaction.getState());
        assertFalse(passed.get());
        gate.open();
        compaction.join(TimeUnit.SECONDS.toMillis(30));
        assertTrue(passed.get());
        assertEquals(1, gate.pauses());
    }

    @Test
    void aPauseIsBoundedEvenIfTheGateStaysClosed() throws Exception {
        FlushGate gate = new FlushGate(TimeUnit.MILLISECONDS.toNanos(20));
        gate.close();
        Thread compaction = new Thread(gate::pass);
        compaction.start();
        compaction.join(TimeUnit.SECONDS.toMillis(30));
        assertFalse(compaction.isAlive());
        assertEquals(1, gate.pauses());
        assertTrue(gate.pausedNanos() >= TimeUnit.MILLISECONDS.toNanos(20));
    }
}
