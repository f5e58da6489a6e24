package dev.varve.memtable;

import java.util.Arrays;

import org.agrona.DirectBuffer;

/**
 * Open-addressing hash (linear probing, load at most 1/2) from key to the address of the
 * highest-sequence record of that key, in two primitive arrays: {@code slots} holds
 * {@code address + 1} (0 = empty) and {@code hashes} the key hash, so most probes never touch
 * the record. Keys themselves stay in the memtable's pages. Not thread-safe.
 */
final class KeyIndex {
    private static final int INITIAL_CAPACITY = 1024;

    private long[] slots = new long[0];
    private int[] hashes = new int[0];
    private int size;
    private int mask = -1;

    int size() {
        return size;
    }

    long heapBytes() {
        return slots.length * 12L;
    }

    void clear() {
        if (size > 0) {
            Arrays.fill(slots, 0L);
            size = 0;
        }
    }

    /**
     * Adds a record; replaces the entry of an equal key whose sequence is not higher (so for
     * equal sequences the later insertion wins).
     */
    void insert(OffHeapMemTable table, long address, int hash, DirectBuffer key, int keyOffset, int keyLength,
            long sequence) {
        if ((size + 1) * 2L > slots.length) {
            grow();
        }
        int i = hash & mask;
        while (true) {
            long slot = slots[i];
            if (slot == 0) {
                slots[i] = address + 1;
                hashes[i] = hash;
                size++;
                return;
            }
            if (hashes[i] == hash && table.keyEquals(slot - 1, key, keyOffset, keyLength)) {
                if (sequence >= table.sequenceAt(slot - 1)) {
                    slots[i] = address + 1;
                }
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /** The address stored for the key, or -1. */
    long find(OffHeapMemTable table, int hash, DirectBuffer key, int keyOffset, int keyLength) {
        if (size == 0) {
            return -1;
        }
        int i = hash & mask;
        while (true) {
            long slot = slots[i];
            if (slot == 0) {
                return -1;
            }
            if (hashes[i] == hash && table.keyEquals(slot - 1, key, keyOffset, keyLength)) {
                return slot - 1;
            }
            i = (i + 1) & mask;
        }
    }

    private void grow() {
        int capacity = slots.length == 0 ? INITIAL_CAPACITY : slots.length * 2;
        long[] oldSlots = slots;
        int[] oldHashes = hashes;
        slots = new long[capacity];
        hashes = new int[capacity];
        mask = capacity - 1;
        for (int j = 0; j < oldSlots.length; j++) {
            if (oldSlots[j] != 0) {
                int i = oldHashes[j] & mask;
                while (slots[i] != 0) {
                    i = (i + 1) & mask;
                }
                slots[i] = oldSlots[j];
                hashes[i] = oldHashes[j];
            }
        }
    }
}
