-- disable-explicit-type-casting = true still lets INT widen to BIGINT
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, 5);
ALTER TABLE t MODIFY v BIGINT;
DESCRIBE t;
SELECT * FROM t;
