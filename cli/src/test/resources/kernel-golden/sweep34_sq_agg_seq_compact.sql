-- aggregation with sequence.field and order-sensitive columns (listagg, last_value): CALL sys.compact merges a key's stored add and a newer -U into one row whose sequence is null (Paimon 1.4.2 folds the sequence column with last_value), so a later +U with a lower sequence merges after it (table t: sq 5); without the compaction the -U, newest, nulls the sequence (table u); reduced from fzag_1430, checked on Flink 2.0 + Paimon 1.4.2
CREATE TABLE t (k INT, l STRING, lv STRING, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.l.aggregate-function' = 'listagg', 'fields.l.ignore-retract' = 'true', 'fields.lv.aggregate-function' = 'last_value', 'fields.s.aggregate-function' = 'sum');
INSERT INTO t VALUES (1, 'a', 'a', 5, 4), (2, 'a', 'a', 5, 4);
CALL sys.compact('default.t');
INSERT INTO t VALUES -U(1, 'b', 'b', 2, 6), -U(2, 'b', 'b', 2, 3);
CALL sys.compact('default.t');
INSERT INTO t VALUES +U(1, 'c', 'c', 1, 5), +U(2, 'c', 'c', 1, 5);
SELECT * FROM t;
CREATE TABLE u (k INT, l STRING, lv STRING, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.l.aggregate-function' = 'listagg', 'fields.l.ignore-retract' = 'true', 'fields.lv.aggregate-function' = 'last_value', 'fields.s.aggregate-function' = 'sum');
INSERT INTO u VALUES (1, 'a', 'a', 5, 4), (2, 'a', 'a', 5, 4);
INSERT INTO u VALUES -U(1, 'b', 'b', 2, 6), -U(2, 'b', 'b', 2, 3);
INSERT INTO u VALUES +U(1, 'c', 'c', 1, 5), +U(2, 'c', 'c', 1, 5);
SELECT * FROM u;
