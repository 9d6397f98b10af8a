let a = 1
/* /* two levels open */
