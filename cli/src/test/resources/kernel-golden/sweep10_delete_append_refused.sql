-- exit: 1
-- stderr: ERROR: statement 3
-- stderr: only primary-key tables support DELETE
-- DELETE on an append table is refused (Paimon: no primary key), even a filter that names only a partition
CREATE TABLE A (p STRING, v STRING) PARTITIONED BY (p);
INSERT INTO A VALUES ('a', 'x');
DELETE FROM A WHERE p = 'a';
