package dev.varve.merge;

import dev.varve.row.KeyValue;

/**
 * Merges all versions of one key, fed in merge order (ascending sequence; see the merge reader),
 * into at most one result. One instance serves one key at a time: {@link #reset()}, then
 * {@link #add(KeyValue)} for each version, then {@link #getResult()}.
 *
 * <p>Reuse contract: the {@code KeyValue} passed to {@code add} (and its key and value) may be
 * reused by the caller after {@code add} returns; an implementation that keeps it must copy.
 * The result stays valid until the next {@code reset()}.
 */
public interface MergeFunction {
    void reset();

    /**
     * As {@link #reset()}, for a key of which exactly {@code versions} versions will be added (a
     * caller that cut the key's versions out before merging them, e.g. a batch merge): a function
     * may skip work that only a key's lone version needs. The default ignores the count.
     */
    default void reset(int versions) {
        reset();
    }

    /**
     * As {@link #reset(int)}, for a caller that also promises two things of the {@code versions} versions it adds:
     * none is one the function's input filters skip (it dropped those), and each added {@code KeyValue}, with its key
     * and value, stays as it is until the caller is done with the result (a point get whose versions are views it
     * keeps). A function may then keep them without a copy. The default is {@link #reset(int)}.
     */
    default void resetStable(int versions) {
        reset(versions);
    }

    void add(KeyValue kv);

    /** The merged version, or {@code null} when the key has no row after the merge. */
    KeyValue getResult();
}
