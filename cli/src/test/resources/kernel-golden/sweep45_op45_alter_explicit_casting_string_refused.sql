-- stderr: column type STRING cannot be converted to INT without losing information
-- exit: 1
-- with 'disable-explicit-type-casting' = 'true' STRING to INT is refused (an explicit cast)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, '5');
ALTER TABLE t MODIFY v INT;
DESCRIBE t;
