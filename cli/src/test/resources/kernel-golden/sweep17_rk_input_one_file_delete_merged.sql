-- one level-0 file holding a -D row is not raw-convertible: the streaming read's initial snapshot is merged, the +U key starts as +U, the deleted key is left out
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES +U(1, 'a'), +I(2, 'b'), -D(3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
