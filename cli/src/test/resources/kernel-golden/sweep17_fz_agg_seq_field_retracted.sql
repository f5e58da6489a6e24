-- aggregation with sequence.field: the sequence column is aggregated as Paimon's last_value, so a key whose newest record (in sequence order) is a retraction shows a null sequence; a later record sets it again (fuzz17 fzag_0030)
CREATE TABLE t (k INT, s BIGINT, m MAP<INT, STRING>, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'merge_map', 'sequence.field' = 'sq', 'bucket' = '1');
INSERT INTO t VALUES (1, 10, MAP[1, 'a'], 4), (2, 5, MAP[2, 'b'], 4);
INSERT INTO t VALUES -D(1, 3, MAP[1, 'x'], 8), -U(2, 1, MAP[3, 'y'], 2);
SELECT * FROM t;
INSERT INTO t VALUES (1, 1, MAP[4, 'c'], 9);
SELECT * FROM t;
