-- probe fz43p_1743_nocompact: the same writes without CALL sys.compact; .out = Varve's, SAME on Flink 2.0 + Paimon 1.4.2 ([2, 10, 3])
CREATE TABLE t (k INT, v INT, sq BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.v.aggregate-function' = 'first_value', 'sequence.field' = 'sq', 'sequence.field.sort-order' = 'descending');
INSERT INTO t VALUES (2, 10, 4);
INSERT INTO t VALUES (2, 20, 3);
INSERT INTO t VALUES (2, 30, 4);
SELECT * FROM t;
