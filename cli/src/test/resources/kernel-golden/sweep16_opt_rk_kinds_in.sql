-- rowkind.field wins over the kind a record carries: -D(...,'+I') inserts, +I(...,'-D') deletes
CREATE TABLE t (k INT, v STRING, op STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('rowkind.field' = 'op');
INSERT INTO t VALUES +I(1, 'a', '+I'), +I(2, 'b', '+I');
INSERT INTO t VALUES -D(1, 'a', '+I'), +I(2, 'b', '-D');
SELECT * FROM t;
