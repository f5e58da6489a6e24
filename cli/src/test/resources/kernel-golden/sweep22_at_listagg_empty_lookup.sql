-- listagg's first input is taken as it is, an empty string too: the lookup producer merges a key's lone record, so an empty string stays empty (not null); then an older group record of a partial-update table goes first and the state is merged into it
CREATE TABLE t (k INT, l STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'changelog-producer' = 'lookup', 'fields.l.aggregate-function' = 'listagg');
INSERT INTO t VALUES (1, ''), (2, ' '), (3, CAST(NULL AS STRING));
INSERT INTO t VALUES (2, ''), (3, '');
SELECT * FROM t;
SELECT * FROM t$audit_log;
CREATE TABLE p (k INT, g INT, l STRING, m STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1', 'fields.g.sequence-group' = 'l,m', 'fields.l.aggregate-function' = 'listagg', 'fields.l.distinct' = 'true', 'fields.m.aggregate-function' = 'listagg');
INSERT INTO p VALUES (1, 2, 'a,b', 'a'), (2, 2, '', 'x'), (3, 2, 'a', '');
INSERT INTO p VALUES (1, 1, 'b,c', ' '), (2, 1, 'y', ''), (3, 1, '', 'z');
SELECT * FROM p;
