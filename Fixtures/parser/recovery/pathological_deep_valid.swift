// Small versions of the pathological depth inputs (40 levels each). Valid
// Swift: every construct below parses without errors. README.md describes
// how tests generate the 10,000-level versions.
let parens = ((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))
let brackets = [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, [0, 1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
// Single-element brackets stay shallow: both swift-frontend and SwiftParser
// take time exponential in their depth (about 5 s at 20 levels).
let singleElementBrackets = [[[[[[[[[[1]]]]]]]]]]
let genericCall = Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Int>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>()
let closures = { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { 1 } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } }
let calls = f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(1))))))))))))))))))))))))))))))))))))))))
let generics: Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Array<Int>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>> = []
let optionals: Int???????????????????????????????????????? = nil
let tuples = (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, (1, 2))))))))))))))))))))))))))))))))))))))))
let dictionaries = ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": ["k": 1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
let prefixOps = -!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true
let chain = a.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b
let interpolation = "\("\("\("\("\("\("\("\("\("\(1)")")")")")")")")")"
func blocks() {
    do {
        do {
            do {
                do {
                    do {
                        do {
                            do {
                                do {
                                    do {
                                        do {
                                            do {
                                                do {
                                                    do {
                                                        do {
                                                            do {
                                                                do {
                                                                    do {
                                                                        do {
                                                                            do {
                                                                                do {
                                                                                    do {
                                                                                        do {
                                                                                            do {
                                                                                                do {
                                                                                                    do {
                                                                                                        do {
                                                                                                            do {
                                                                                                                do {
                                                                                                                    do {
                                                                                                                        do {
                                                                                                                            do {
                                                                                                                                do {
                                                                                                                                    do {
                                                                                                                                        do {
                                                                                                                                            do {
                                                                                                                                                do {
                                                                                                                                                    do {
                                                                                                                                                        do {
                                                                                                                                                            do {
                                                                                                                                                                do {
                                                                                                                                                                    let innermostBlock = 1
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                }
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
struct Level0 {
    struct Level1 {
        struct Level2 {
            struct Level3 {
                struct Level4 {
                    struct Level5 {
                        struct Level6 {
                            struct Level7 {
                                struct Level8 {
                                    struct Level9 {
                                        struct Level10 {
                                            struct Level11 {
                                                struct Level12 {
                                                    struct Level13 {
                                                        struct Level14 {
                                                            struct Level15 {
                                                                struct Level16 {
                                                                    struct Level17 {
                                                                        struct Level18 {
                                                                            struct Level19 {
                                                                                struct Level20 {
                                                                                    struct Level21 {
                                                                                        struct Level22 {
                                                                                            struct Level23 {
                                                                                                struct Level24 {
                                                                                                    struct Level25 {
                                                                                                        struct Level26 {
                                                                                                            struct Level27 {
                                                                                                                struct Level28 {
                                                                                                                    struct Level29 {
                                                                                                                        struct Level30 {
                                                                                                                            struct Level31 {
                                                                                                                                struct Level32 {
                                                                                                                                    struct Level33 {
                                                                                                                                        struct Level34 {
                                                                                                                                            struct Level35 {
                                                                                                                                                struct Level36 {
                                                                                                                                                    struct Level37 {
                                                                                                                                                        struct Level38 {
                                                                                                                                                            struct Level39 {
                                                                                                                                                                let innermostMember = 2
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                }
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
func f(_ x: Any) -> Any { x }
let afterDeepNesting = true
