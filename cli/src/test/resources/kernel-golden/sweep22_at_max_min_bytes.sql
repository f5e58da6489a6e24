-- max / min over BYTES and VARBINARY: Paimon 1.4.2 takes them and orders unsigned bytes, then length (X'' is the least, X'0100' above X'01')
CREATE TABLE t (k INT, mx BYTES, mn VARBINARY(4), PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.mx.aggregate-function' = 'max', 'fields.mn.aggregate-function' = 'min');
INSERT INTO t VALUES (1, X'01', X'ff'), (2, X'', X'0100');
INSERT INTO t VALUES (1, X'ff', X'01'), (2, X'0100', X'');
SELECT * FROM t;
