-- UPDATE t SET t.v: the target column qualified
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
UPDATE t SET t.v = 'z' WHERE t.k = 1;
SELECT * FROM t;
