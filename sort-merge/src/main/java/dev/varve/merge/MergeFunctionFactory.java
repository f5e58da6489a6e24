package dev.varve.merge;

/** Creates merge functions; one per merging thread (instances are not thread-safe). */
@FunctionalInterface
public interface MergeFunctionFactory {
    MergeFunction create();
}
